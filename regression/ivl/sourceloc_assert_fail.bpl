procedure Check(x: int)
{
  L0:
    assert {:sourceloc "drv.c", 10, 3} x == 0;
    return;
}

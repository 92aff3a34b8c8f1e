procedure Main(x: int)
{
  L0:
    assert x > 0;
    return;
}

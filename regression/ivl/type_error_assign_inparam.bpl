procedure Main(x: int)
{
  L0:
    x := 1;
    return;
}

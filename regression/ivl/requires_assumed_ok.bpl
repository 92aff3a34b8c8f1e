procedure Main(x: int)
  requires x > 0;
{
  L0:
    assert x >= 1;
    return;
}

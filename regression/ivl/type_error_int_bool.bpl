procedure Main(x: int)
{
  L0:
    assert x;
    return;
}

procedure Main(x: int)
{
  L0:
    goto A, B;
  A:
    assume x > 0;
    assume x < 0;
    assert false;
    return;
  B:
    return;
}

procedure Arith(x: int)
  requires x >= 0;
{
  L0:
    assert (x div 2) * 2 + x mod 2 == x;
    assert x mod 2 == 0 || x mod 2 == 1;
    assert -x <= 0;
    return;
}

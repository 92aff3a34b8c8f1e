procedure P(x: int)
{
  L0:
    assume x > 0;
  L1:
    return;
}

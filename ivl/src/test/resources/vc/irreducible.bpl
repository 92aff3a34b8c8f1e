procedure Irr(b: bool)
{
  L0:
    goto A, B;
  A:
    goto B;
  B:
    goto A;
}

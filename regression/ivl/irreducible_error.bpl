// Two entries into the cycle A <-> B: not reducible.
procedure Irreducible(c: bool)
{
  L0:
    goto A, B;
  A:
    goto B;
  B:
    goto A;
}

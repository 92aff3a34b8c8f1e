// Several diamonds in sequence: each adds at most one.
procedure Chain(x: int) returns (r: int)
  requires x == 0;
  ensures r <= 3;
{
  L0:
    r := x;
    goto A1, A2;
  A1:
    r := r + 1;
    goto B;
  A2:
    goto B;
  B:
    goto B1, B2;
  B1:
    r := r + 1;
    goto C;
  B2:
    goto C;
  C:
    goto C1, C2;
  C1:
    r := r + 1;
    goto D;
  C2:
    goto D;
  D:
    return;
}

var M: [int]int;

procedure Store(p: int, q: int)
  modifies M;
{
  L0:
    M[p] := 1;
    M[q] := 2;
    assert M[p] == 1;
    return;
}

var M: [int]int;

procedure Store(p: int, q: int)
  modifies M;
  requires p != q;
{
  L0:
    M[p] := 1;
    M[q] := 2;
    assert M[p] == 1;
    assert M[q] == 2;
    return;
}

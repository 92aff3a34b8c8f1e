procedure Sum(n: int) returns (s: int)
  requires n >= 0;
  ensures s >= 0;
{
  var i: int;
  L0:
    i := 0;
    s := 0;
    goto Head;
  Head:
    assert s >= 0;
    assert i >= 0;
    goto Body, Exit;
  Body:
    assume i < n;
    s := s + i;
    i := i + 1;
    goto Head;
  Exit:
    assume i >= n;
    return;
}

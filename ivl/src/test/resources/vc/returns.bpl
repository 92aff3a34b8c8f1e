procedure Inc(a: int) returns (r: int)
  requires {:id "nonneg"} a >= 0;
  ensures {:id "post"} r == a + 1;
  free ensures r > a;
{
  L0:
    goto Good, Bad;
  Good:
    r := a + 1;
    return;
  Bad:
    r := a;
    return;
}

procedure Caller(y: int)
{
  var x: int;
  L0:
    call x := Inc(5);
    assert x == 6;
    call x := Inc(x);
    assert x == 7;
    call x := Inc(y);
    assert x > y;
    return;
}

// The callee's quantifier binds a name that the caller uses for the result: no capture.
procedure Zero() returns (r: [int]int);
  ensures (forall i: int :: r[i] == 0);

procedure CallZero()
{
  var i: [int]int;
  L0:
    call i := Zero();
    assert i[5] == 0;
    assert (forall i: int :: i > 0 ==> i > -1);
    return;
}

procedure Nested(n: int) returns (c: int)
  requires n >= 0;
  ensures c >= 0;
{
  var i: int;
  var j: int;
  L0:
    i := 0;
    c := 0;
    goto Outer;
  Outer:
    assert c >= 0;
    assert i >= 0;
    goto OuterBody, Done;
  OuterBody:
    assume i < n;
    j := 0;
    goto Inner;
  Inner:
    assert c >= 0;
    assert j >= 0;
    goto InnerBody, InnerExit;
  InnerBody:
    assume j < n;
    c := c + 1;
    j := j + 1;
    goto Inner;
  InnerExit:
    assume j >= n;
    i := i + 1;
    goto Outer;
  Done:
    assume i >= n;
    return;
}

// A free precondition is assumed by the callee and not checked at calls.
procedure Callee(x: int)
  free requires x > 0;
{
  L0:
    assert x > 0;
    return;
}

procedure Caller()
{
  L0:
    call Callee(-1);
    return;
}

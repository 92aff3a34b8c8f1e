procedure Callee(x: int)
  requires x > 0;
{
  L0:
    return;
}

procedure Caller()
{
  L0:
    call Callee(0);
    return;
}

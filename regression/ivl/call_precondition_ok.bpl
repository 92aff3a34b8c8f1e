procedure Callee(x: int) returns (r: int)
  requires x > 0;
  ensures r == x + 1;
{
  L0:
    r := x + 1;
    return;
}

procedure Caller() returns (y: int)
  ensures y == 6;
{
  L0:
    call y := Callee(5);
    return;
}

// A bodiless callee is used through its contract only.
procedure Next(x: int) returns (r: int);
  ensures r > x;

procedure Caller() returns (y: int)
  ensures y > 0;
{
  L0:
    call y := Next(0);
    return;
}

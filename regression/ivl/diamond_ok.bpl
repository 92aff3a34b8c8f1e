procedure Abs(x: int) returns (r: int)
  ensures r >= 0;
  ensures r == x || r == -x;
{
  var y: int;
  L0:
    goto Pos, Neg;
  Pos:
    assume x >= 0;
    r := x;
    goto Join;
  Neg:
    assume x < 0;
    r := -x;
    goto Join;
  Join:
    return;
}

procedure Inc(x: int) returns (r: int)
  ensures r > x;
{
  L0:
    r := x;
    return;
}

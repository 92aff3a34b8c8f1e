procedure Swap(a: int, b: int) returns (x: int, y: int)
  ensures x == b && y == a;
{
  L0:
    x, y := a, b;
    x, y := y, x;
    return;
}

function twice(x: int) returns (int) { x + x }

procedure UseTwice(y: int)
{
  L0:
    assert twice(y) == 2 * y;
    return;
}

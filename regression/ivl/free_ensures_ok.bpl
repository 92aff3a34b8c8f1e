procedure Magic() returns (r: int);
  free ensures r == 42;

procedure Caller() returns (y: int)
{
  L0:
    call y := Magic();
    assert y == 42;
    return;
}

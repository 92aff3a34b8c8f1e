// options: maxFailures=2
procedure Limited(x: int)
{
  L0:
    assert x > 0;
    assert x > 1;
    assert x > 2;
    return;
}

procedure Count(n: int) returns (i: int)
  requires n >= 0;
{
  L0:
    i := 0;
    goto Head;
  Head:
    assert i <= 5;
    goto Body, Exit;
  Body:
    assume i < n;
    i := i + 1;
    goto Head;
  Exit:
    assume !(i < n);
    return;
}

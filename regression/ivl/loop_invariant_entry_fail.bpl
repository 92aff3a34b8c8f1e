procedure Count(n: int) returns (i: int)
  requires n >= 0;
{
  L0:
    i := 1;
    goto Head;
  Head:
    assert i == 0;
    goto Body, Exit;
  Body:
    assume i < n;
    goto Head;
  Exit:
    return;
}

procedure SelfLoop(n: int) returns (i: int)
  requires n >= 0;
  ensures i == n;
{
  L0:
    i := 0;
    goto Head;
  Head:
    assert i <= n;
    goto Head2, Exit;
  Head2:
    assume i < n;
    i := i + 1;
    goto Head;
  Exit:
    assume i >= n;
    return;
}

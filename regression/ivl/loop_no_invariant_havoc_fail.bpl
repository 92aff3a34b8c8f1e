// Without an invariant the loop cut forgets everything the loop assigns.
procedure Count() returns (i: int)
{
  L0:
    i := 0;
    goto Head;
  Head:
    goto Body, Exit;
  Body:
    i := i + 1;
    goto Head;
  Exit:
    assert i >= 0;
    return;
}

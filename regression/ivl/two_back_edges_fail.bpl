procedure TwoLatches(n: int) returns (i: int)
{
  L0:
    i := 0;
    goto Head;
  Head:
    assert i >= 0;
    goto Step1, Step2, Exit;
  Step1:
    i := i + 1;
    goto Head;
  Step2:
    i := i - 2;
    goto Head;
  Exit:
    return;
}

// options: maxFailures=10
procedure Several(x: int)
{
  L0:
    assert {:n 1} x > 0;
    assert {:n 2} x > 1;
    assert x > -5 || x <= -5;
    assert {:n 3} x > 2;
    return;
}

procedure Limited(x: int)
{
  L0:
    assert x > 0;
    goto A, B;
  A:
    assert x > 1;
    return;
  B:
    assert x > 2;
    return;
}

procedure Good()
{
  L0:
    assert true;
    return;
}

procedure Bad(x: int)
{
  L0:
    assert x != 0;
    return;
}

procedure AlsoGood(x: int)
  requires x != 0;
{
  L0:
    assert x * x > 0;
    return;
}

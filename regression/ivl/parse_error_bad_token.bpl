procedure Main()
{
  L0:
    assert 1 @ 2;
    return;
}

procedure Main()
{
  L0:
    assert y > 0;
    return;
}

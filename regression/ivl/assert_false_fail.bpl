procedure Main()
{
  L0:
    assert false;
    return;
}

procedure Main()
{
  L0:
    assert true
    return;
}

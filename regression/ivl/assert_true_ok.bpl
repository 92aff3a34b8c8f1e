// The simplest verified program.
procedure Main()
{
  L0:
    assert 1 + 1 == 2;
    return;
}

// A block nobody jumps to is ignored.
procedure Main()
{
  L0:
    return;
  Dead:
    assert false;
    return;
}

// Everything holds after assume false.
procedure Main(x: int)
{
  L0:
    assume false;
    assert x == x + 1;
    return;
}

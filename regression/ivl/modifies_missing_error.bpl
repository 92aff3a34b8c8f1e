var g: int;

procedure Bad()
{
  L0:
    g := 1;
    return;
}

var g: int;

procedure Bump()
  modifies g;
  ensures g == old(g);
{
  L0:
    g := g + 1;
    return;
}

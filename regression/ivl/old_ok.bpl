var g: int;

procedure Bump()
  modifies g;
  ensures g == old(g) + 1;
{
  L0:
    g := g + 1;
    return;
}

procedure Twice()
  modifies g;
  ensures g == old(g) + 2;
{
  L0:
    call Bump();
    call Bump();
    return;
}

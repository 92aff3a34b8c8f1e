var g: int;

procedure Reset()
  modifies g;
{
  L0:
    g := 5;
    g := old(g);
    assert g == old(g);
    return;
}

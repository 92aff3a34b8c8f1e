// A command without its ';' before the goto.
var g: int;

procedure P()
  modifies g;
{
  L0:
    g := g + 1
    goto L0;
}

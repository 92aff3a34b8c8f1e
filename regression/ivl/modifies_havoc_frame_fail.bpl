// The callee's contract says it modifies g: the caller loses what it knew.
var g: int;

procedure Touch();
  modifies g;

procedure Caller()
  modifies g;
{
  L0:
    g := 1;
    call Touch();
    assert g == 1;
    return;
}

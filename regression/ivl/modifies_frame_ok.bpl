// Globals a callee does not modify keep their values.
var g: int;
var h: int;

procedure Touch();
  modifies g;

procedure Caller()
  modifies g, h;
{
  L0:
    h := 1;
    call Touch();
    assert h == 1;
    return;
}

// Variables the loop does not assign keep their values across the cut.
procedure Count(k: int) returns (i: int)
{
  var c: int;
  L0:
    c := 7;
    i := 0;
    goto Head;
  Head:
    goto Body, Exit;
  Body:
    i := i + c;
    goto Head;
  Exit:
    assert c == 7;
    return;
}

// options: observe=x,b,M maxFailures=5
var M: [int]int;

procedure P(k: int)
  modifies M;
{
  var x: int;
  var b: bool;
  L0:
    x := 7;
    b := false;
    assume {:observe} {:sourceloc "drv.c", 10, 3} true;
    goto Neg, NonNeg;
  Neg:
    assume k < 0;
    x := 8;
    b := true;
    M[x] := 1;
    goto Join;
  NonNeg:
    assume k >= 0;
    goto Join;
  Join:
    assume {:observe} {:sourceloc "drv.c", 20, 3} true;
    assert {:sourceloc "drv.c", 21, 3} x != 8;
    return;
}

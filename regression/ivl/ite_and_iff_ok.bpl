procedure Max(a: int, b: int) returns (m: int)
  ensures m >= a && m >= b;
  ensures (m == a) || (m == b);
  ensures (m == a) <==> (a >= b || m == a);
{
  L0:
    m := if a >= b then a else b;
    return;
}

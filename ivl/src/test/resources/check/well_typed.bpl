// Exercises every check with a correct program: shadowing, old, maps, calls, quantifiers.
var g: int;
var h: [int][int]bool;
var $M.2: [int]int {:region "s.f"};
const unique c1: int;
const unique c2: int;
const n: int;
axiom c1 != c2 && (forall x: int :: x + n - n == x);
function sq(x: int) returns (int) { x * x }
function pick(b: bool, x: int, y: int) returns (int) { if b then x else y }
function same(m: [int]int, k: [int]int) returns (bool) { m == k }

procedure Inc(d: int) returns (r: int);
  requires d >= 0;
  ensures r == old(g) && g == old(g) + d;
  modifies g;

procedure Touch(i: int)
  modifies h, $M.2;
{
  var b: bool;
L:
  b := h[i][i];
  h[i] := h[i][i + 1 := !b];
  $M.2[i] := sq(i) - -1;
  return;
}

procedure Main(a: int, m: [int]int) returns (r: int, ok: bool)
  requires a > 0 && same(m, m);
  free requires n >= 0;
  ensures ok ==> r == pick(ok, old(g), r);
  modifies g, h, $M.2;
{
  var g: bool;
  var t: int;
  var m2: [int]int;
Entry:
  g := true;
  call t := Inc(a);
  call Touch(t);
  goto Loop;
Loop:
  assert t >= 0 || !g;
  goto Body, Done;
Body:
  assume t < 100;
  t, m2 := t + 1, m[t := t];
  havoc ok;
  goto Loop;
Done:
  assume !(t < 100);
  r, ok := t div 2 mod 3, (exists j: int :: m2[j] == t) <==> ok;
  return;
}

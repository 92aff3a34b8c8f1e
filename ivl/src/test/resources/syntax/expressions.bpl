// Precedence, associativity and unusual literals.
var a: bool;
var b: bool;
var c: bool;
var x: int;
var \old: int;
var y: int;
var m: [int]int;
var mm: [int][int]bool;
function f(x: int) returns (int);
function g() returns (bool);

axiom a ==> b ==> c;
axiom (a ==> b) ==> c;
axiom (a <==> b) <==> c;
axiom a <==> (b <==> c);
axiom a || b && c;
axiom (a || b) && c;
axiom a && b && c;
axiom a && (b && c);
axiom x - y - 1 == x - (y - 1);
axiom (x == y) == (y == x);
axiom -x * -(3) == -(-x) * x;
axiom !!a || !(x < y);
axiom f(-7) + m[-1] == m[x := 3][x] - old(x);
axiom mm[x][y] == !mm[x][y := true][y];
axiom (if a then x else y) + 1 == if b then f(if c then 1 else 2) else y;
axiom (forall i: int, j: int :: (exists k: int :: m[k] == i + j) || i > j);
axiom \old == 0 || x div 2 mod 3 * 4 >= 0;
axiom g() <==> 12345678901234567890123 > -98765432109876543210;
axiom -(5)[3] == m[0] || -5 == 0;
procedure {:free} {:old 1} P(); // attribute names may be keywords

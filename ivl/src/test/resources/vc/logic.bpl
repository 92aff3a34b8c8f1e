// options: timeout=2
function f(x: int): int;
function twice(x: int): int { 2 * x }
axiom (forall x: int :: f(x) > x);

procedure Q(a: int, b: bool)
{
  var m: [int]bool;
  L0:
    assert f(a) > a;
    assert twice(a) == a + a;
    assert (a div 2) * 2 + a mod 2 == a;
    m[a] := b;
    assert m[a] <==> b;
    assert (if b then 1 else 0) == 1 ==> b;
    assert (exists y: int :: y > a);
    return;
}

// Fails for a <= 0, but with the quantified axiom above Z3 finds no model in time: the outcome is
// inconclusive (timeout), never "verified".
procedure R(a: int)
{
  L0:
    assert twice(a) > a;
    return;
}

function f(x: int) returns (int);
axiom (forall x: int :: f(x) > x);

procedure UseF(y: int)
{
  L0:
    assert f(y) > y;
    assert f(f(y)) > y;
    return;
}

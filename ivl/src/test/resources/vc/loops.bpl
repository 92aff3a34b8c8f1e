procedure EntryFails(n: int)
{
  var i: int;
  L0:
    i := n + 1;
    goto Head;
  Head:
    assert i <= n;
    goto Body, Exit;
  Body:
    assume i < n;
    i := i + 1;
    goto Head;
  Exit:
    return;
}

procedure MaintainedFails(n: int)
  requires n >= 0;
{
  var i: int;
  L0:
    i := 0;
    goto Head;
  Head:
    assert i <= n;
    goto Body, Exit;
  Body:
    assume i < n;
    i := i + 2;
    goto Head;
  Exit:
    return;
}

// The invariant does not mention k; the loop calls Step, which modifies g: g is havocked at the
// head, so the final assert fails, while k (not modified in the loop) keeps its value.
var g: int;

procedure Step();
  modifies g;

procedure CallInLoop(k: int)
  modifies g;
{
  var c: int;
  L0:
    c := k;
    g := 0;
    goto Head;
  Head:
    goto Body, Exit;
  Body:
    call Step();
    goto Head;
  Exit:
    assert c == k;
    assert g == 0;
    return;
}

// A self loop whose invariant holds, then an assertion that follows from it.
procedure SelfLoop()
{
  var x: int;
  L0:
    x := 0;
    goto S;
  S:
    assert x >= 0;
    x := x + 1;
    goto S, Out;
  Out:
    assert x >= 1;
    return;
}

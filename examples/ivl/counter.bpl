// A lock-protected counter, written by hand in pairlock's IVL (Boogie syntax).
// `pairlock ivl verify` proves Increment and finds the precondition Caller breaks.

var count: int;
var held: bool;

// Taking the lock requires that this thread does not hold it already.
procedure Acquire();
  modifies held;
  requires !held;
  ensures held;

procedure Release();
  modifies held;
  requires held;
  ensures !held;

procedure Increment(n: int)
  modifies count, held;
  requires !held && n >= 0;
  ensures !held;
  ensures count == old(count) + n;
{
  var i: int;
  L0:
    call Acquire();
    i := 0;
    goto Head;
  Head:
    assert held && 0 <= i && i <= n && count == old(count) + i;
    goto Body, Done;
  Body:
    assume i < n;
    count := count + 1;
    i := i + 1;
    goto Head;
  Done:
    assume i >= n;
    call Release();
    return;
}

procedure Caller()
  modifies count, held;
  requires !held;
{
  L0:
    call Increment(2);
    goto L1;
  L1:
    call Release();
    return;
}

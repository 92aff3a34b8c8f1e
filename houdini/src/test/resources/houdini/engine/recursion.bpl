// A recursive helper that releases what it takes: lock-neutral, provable only as a summary.
var held: bool;
var count: int;
const {:existential true} b0: bool;
const {:existential true} b1: bool;
const {:existential true} b2: bool;
const {:existential true} b3: bool;
const {:existential true} b4: bool;
const {:existential true} b5: bool;

procedure walk(n: int)
  requires b0 ==> !held;
  requires b1 ==> held;
  ensures b2 ==> held == old(held);
  ensures b3 ==> !held;
  ensures b4 ==> held;
  modifies held, count;
{
  start:
    goto rec, done;
  rec:
    assume n > 0;
    held := true;
    count := count + 1;
    held := false;
    call walk(n - 1);
    return;
  done:
    assume n <= 0;
    return;
}

procedure main()
  ensures b5 ==> count == old(count);
  modifies held, count;
{
  entry:
    held := false;
    call walk(10);
    assert !held;
    return;
}

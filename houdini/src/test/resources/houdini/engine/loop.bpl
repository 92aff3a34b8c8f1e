// A lock taken and released in every iteration: the loop invariant !held is inferred.
var held: bool;
var x: int;
const {:existential true} inv0: bool;
const {:existential true} inv1: bool;
const {:existential true} inv2: bool;
const {:existential true} post0: bool;

procedure lock();
  ensures held;
  modifies held;

procedure unlock();
  requires held;
  ensures !held;
  modifies held;

procedure worker(n: int)
  ensures post0 ==> held == old(held);
  modifies held, x;
{
  entry:
    assume !held;
    goto head;
  head:
    assert inv0 ==> !held;
    assert inv1 ==> held;
    assert inv2 ==> x == 0;
    goto body, exit;
  body:
    call lock();
    x := x + 1;
    call unlock();
    goto head;
  exit:
    assert !held;
    return;
}

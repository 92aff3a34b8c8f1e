// options: observe=$M.0,r,v maxFailures=5
// Lifted-program shape: lock operations are bodiless, contract-free procedures (no-ops for the
// verifier), memory is a map, and assertions carry {:sourceloc}.
var $M.0: [int]int;
const unique $g.counter: int;
const unique $lock.m: int;
axiom $g.counter > 0;

procedure $lock_acquire(l: int);
procedure $lock_release(l: int);
procedure $lock_tryacquire(l: int) returns (ok: bool);

procedure {:entrypoint "file_operations.write"} dev_write(v: int) returns (r: int)
  modifies $M.0;
{
  var ok: bool;
  L0:
    call {:sourceloc "drv.c", 5, 3} $lock_acquire($lock.m);
    {:sourceloc "drv.c", 6, 3} {:access "write"} $M.0[$g.counter] := v;
    assume {:observe} {:sourceloc "drv.c", 6, 3} true;
    call {:sourceloc "drv.c", 7, 3} $lock_release($lock.m);
    call ok := $lock_tryacquire($lock.m);
    goto Took, Missed;
  Took:
    assume ok;
    {:sourceloc "drv.c", 9, 5} r := $M.0[$g.counter];
    assert {:sourceloc "drv.c", 10, 5} r == v;
    assert {:sourceloc "drv.c", 11, 5} $g.counter != $lock.m;
    return;
  Missed:
    assume !ok;
    r := 0;
    assert {:sourceloc "drv.c", 14, 5} r == v;
    return;
}

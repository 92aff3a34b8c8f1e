// Lock patterns for HeldLocksTest: each access's label says which locks it holds.
var $M.0: [int]int {:region "dev.count"};
var $M.1: [int]int {:region "dev.flag"};
const unique $g.dev: int {:global "dev"};
const unique $lock.m: int {:lock "dev_lock", "mutex"};
const unique $lock.s: int {:lock "dev_spin", "spinlock"};
const unique $lock.rw: int {:lock "dev_rw", "rwlock"};
var $got: bool;

// if (mutex_lock_interruptible(&m)) return -EINTR; ... mutex_unlock(&m);
procedure {:entrypoint "file_operations.write"} {:sourceloc "h.c", 10, 1} h_interruptible(file: int) returns (r: int)
  modifies $M.0;
{
  var ok: bool;
  var res: int;
  var tobool: bool;
  L0:
    call {:sourceloc "h.c", 11, 6} ok := $lock_tryacquire($lock.m);
    res := if ok then 0 else -4;
    tobool := res != 0;
    goto Fail, Go;
  Fail:
    assume tobool;
    r := -512;
    return;
  Go:
    assume !tobool;
    {:sourceloc "h.c", 13, 12} {:access "write"} $M.0[$g.dev] := 1;
    call {:sourceloc "h.c", 14, 2} $lock_release($lock.m);
    {:sourceloc "h.c", 15, 12} {:access "write"} $M.0[$g.dev] := 2;
    r := 0;
    return;
}

// spin_lock(&s) on one branch only; read_lock(&rw) around both; a try whose result is overwritten
procedure {:entrypoint "file_operations.read"} {:sourceloc "h.c", 20, 1} h_branches(file: int, c: bool) returns (r: int)
  modifies $M.1;
{
  var ok: bool;
  L0:
    call {:sourceloc "h.c", 21, 2} $lock_acquire_read($lock.rw);
    goto A, B;
  A:
    assume c;
    call {:sourceloc "h.c", 22, 2} $lock_acquire($lock.s);
    {:sourceloc "h.c", 23, 6} {:access "read"} r := $M.0[$g.dev];
    goto J;
  B:
    assume !c;
    goto J;
  J:
    {:sourceloc "h.c", 25, 6} {:access "read"} r := $M.0[$g.dev];
    call {:sourceloc "h.c", 26, 7} ok := $lock_tryacquire($lock.m);
    ok := c;
    assume ok;
    {:sourceloc "h.c", 27, 12} {:access "write"} $M.1[$g.dev] := 1;
    return;
}

// a try whose result goes to a global: the other thread may overwrite it before the test
procedure {:entrypoint "file_operations.open"} {:sourceloc "h.c", 30, 1} h_global_try(file: int) returns (r: int)
  modifies $M.0, $got;
{
  L0:
    call {:sourceloc "h.c", 31, 6} $got := $lock_tryacquire($lock.m);
    assume $got;
    {:sourceloc "h.c", 32, 12} {:access "write"} $M.0[$g.dev] := 1;
    r := 0;
    return;
}

// One racy region, most of whose accesses are protected: pl_write updates dev.count under
// dev_lock, pl_peek reads it without the lock, pl_get reads it under the lock in read mode of
// dev_rw while pl_set writes it holding dev_rw for writing. The lockset analysis reports dev.count
// for every pair with pl_peek or a write without a common lock; per access, only pl_peek's read can
// see a value change under it (a check), pl_write's write can be seen by it (a yield, no check),
// and the other accesses of such pairs are protected from every conflicting one.
var $M.0: [int]int {:region "dev.count"};
const unique $g.dev: int {:global "dev"};
const unique $lock.m: int {:lock "dev_lock", "mutex"};
const unique $lock.rw: int {:lock "dev_rw", "rwlock"};

procedure {:entrypoint "file_operations.write"} {:sourceloc "pl.c", 10, 1} pl_write(file: int) returns (r: int)
  modifies $M.0;
{
  var v: int;
  L0:
    call {:sourceloc "pl.c", 12, 2} $lock_acquire($lock.m);
    {:sourceloc "pl.c", 13, 6} {:access "read"} v := $M.0[$g.dev];
    {:sourceloc "pl.c", 14, 12} {:access "write"} $M.0[$g.dev] := v + 1;
    call {:sourceloc "pl.c", 15, 2} $lock_release($lock.m);
    r := v;
    return;
}

procedure {:entrypoint "file_operations.read"} {:sourceloc "pl.c", 20, 1} pl_peek(file: int) returns (r: int)
{
  var v: int;
  L0:
    {:sourceloc "pl.c", 22, 6} {:access "read"} v := $M.0[$g.dev];
    r := v;
    return;
}

procedure {:entrypoint "file_operations.llseek"} {:sourceloc "pl.c", 30, 1} pl_get(file: int) returns (r: int)
{
  var v: int;
  L0:
    call {:sourceloc "pl.c", 32, 2} $lock_acquire_read($lock.rw);
    {:sourceloc "pl.c", 33, 6} {:access "read"} v := $M.0[$g.dev];
    call {:sourceloc "pl.c", 34, 2} $lock_release($lock.rw);
    r := v;
    return;
}

procedure {:entrypoint "file_operations.ioctl"} {:sourceloc "pl.c", 40, 1} pl_set(file: int, n: int) returns (r: int)
  modifies $M.0;
{
  var ok: bool;
  L0:
    call {:sourceloc "pl.c", 42, 2} $lock_acquire($lock.rw);
    {:sourceloc "pl.c", 43, 12} {:access "write"} $M.0[$g.dev] := n;
    call {:sourceloc "pl.c", 44, 2} $lock_release($lock.rw);
    call {:sourceloc "pl.c", 45, 7} ok := $lock_tryacquire($lock.rw);
    goto Got, Busy;
  Got:
    assume ok;
    {:sourceloc "pl.c", 46, 14} {:access "write"} $M.0[$g.dev] := 0;
    call {:sourceloc "pl.c", 47, 4} $lock_release($lock.rw);
    goto Done;
  Busy:
    assume !ok;
    goto Done;
  Done:
    r := 0;
    return;
}

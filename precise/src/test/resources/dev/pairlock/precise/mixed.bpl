// Two regions in one pair: `stats` is always updated under the lock (proved race-free, so Yield-MR
// places no yield on it), `last` is written without it. A helper with a loop and a trylock path.
var $M.0: [int]int {:region "dev.stats"};
var $M.1: [int]int {:region "dev.last"};
const unique $g.dev: int {:global "dev"};
const unique $lock.m: int {:lock "dev_lock", "spinlock"};

procedure {:cfunction "bump"} {:sourceloc "mx.c", 5, 1} bump(n: int)
  modifies $M.0;
{
  var i: int;
  var v: int;
  L0:
    i := 0;
    goto Head;
  Head:
    goto Body, Exit;
  Body:
    assume i < n;
    {:sourceloc "mx.c", 8, 10} {:access "read"} v := $M.0[$g.dev];
    {:sourceloc "mx.c", 8, 8} {:access "write"} $M.0[$g.dev] := v + 1;
    i := i + 1;
    goto Head;
  Exit:
    assume i >= n;
    return;
}

procedure {:entrypoint "file_operations.write"} {:sourceloc "mx.c", 20, 1} mx_write(file: int, n: int) returns (r: int)
  modifies $M.0, $M.1;
{
  L0:
    call {:sourceloc "mx.c", 22, 2} $lock_acquire($lock.m);
    call {:sourceloc "mx.c", 23, 2} bump(n);
    call {:sourceloc "mx.c", 24, 2} $lock_release($lock.m);
    {:sourceloc "mx.c", 25, 12} {:access "write"} $M.1[$g.dev + 8] := n;
    r := n;
    return;
}

procedure {:entrypoint "file_operations.ioctl"} {:sourceloc "mx.c", 30, 1} mx_ioctl(file: int, cmd: int) returns (r: int)
  modifies $M.0;
{
  var ok: bool;
  var last: int;
  L0:
    call {:sourceloc "mx.c", 32, 7} ok := $lock_tryacquire($lock.m);
    goto Got, Busy;
  Got:
    assume ok;
    call {:sourceloc "mx.c", 33, 3} bump(1);
    call {:sourceloc "mx.c", 34, 3} $lock_release($lock.m);
    goto Done;
  Busy:
    assume !ok;
    goto Done;
  Done:
    {:sourceloc "mx.c", 36, 9} {:access "read"} last := $M.1[$g.dev + 8];
    r := last;
    return;
}

// dev_ioctl writes through its two pointer parameters; only when they alias does it take the
// unlocked path. dev_read writes the shared status under the lock. scratch is thread-local (were
// it shared, a second dev_ioctl could write it between the writes and the read, and the unlocked
// path would be feasible without aliasing).
var $M.0: [int]int {:region "status"};
var $M.1: [int]int {:region "scratch"} {:thread_local};
const unique $g.status: int {:global "status"};
const unique $lock.m: int {:lock "m", "mutex"};

procedure {:entrypoint "file_operations.unlocked_ioctl"} dev_ioctl(a: int, b: int)
  modifies $M.0, $M.1;
{
  var x: int;
  L0:
    {:sourceloc "drv.c", 10, 2} {:access "write"} $M.1[a] := 1;
    {:sourceloc "drv.c", 11, 2} {:access "write"} $M.1[b] := 0;
    {:sourceloc "drv.c", 12, 6} {:access "read"} x := $M.1[a];
    goto Locked, Unlocked;
  Locked:
    assume x == 1;
    call {:sourceloc "drv.c", 13, 4} $lock_acquire($lock.m);
    {:sourceloc "drv.c", 14, 4} {:access "write"} $M.0[$g.status] := 1;
    call {:sourceloc "drv.c", 15, 4} $lock_release($lock.m);
    return;
  Unlocked:
    assume x != 1;
    {:sourceloc "drv.c", 17, 4} {:access "write"} $M.0[$g.status] := 2;
    return;
}

procedure {:entrypoint "file_operations.read"} dev_read()
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 22, 2} $lock_acquire($lock.m);
    {:sourceloc "drv.c", 23, 2} {:access "write"} $M.0[$g.status] := 0;
    call {:sourceloc "drv.c", 24, 2} $lock_release($lock.m);
    return;
}

// dev_write locks a mutex the frontend could not resolve to one abstract location.
var $M.0: [int]int {:region "state"};
const unique $g.state: int {:global "state"};
const unique $lock.m: int {:lock "m", "mutex"};

procedure {:entrypoint "file_operations.read"} dev_read() returns (r: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 9, 2} $lock_acquire($lock.m);
    {:sourceloc "drv.c", 10, 6} {:access "read"} r := $M.0[$g.state];
    call {:sourceloc "drv.c", 11, 2} $lock_release($lock.m);
    return;
}

procedure {:entrypoint "file_operations.write"} dev_write(v: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 16, 2} {:unresolved_lock "mutex_lock: argument is not one abstract location"} $lock_unresolved();
    call {:sourceloc "drv.c", 16, 2} $lock_acquire($lock.m);
    {:sourceloc "drv.c", 17, 2} {:access "write"} $M.0[$g.state] := v;
    call {:sourceloc "drv.c", 18, 2} $lock_release($lock.m);
    return;
}

// dev_ioctl shares no region with dev_write: the unresolved lock cannot matter to that pair.
var $M.1: [int]int {:region "mode"};
const unique $g.mode: int {:global "mode"};

procedure {:entrypoint "file_operations.unlocked_ioctl"} dev_ioctl(v: int)
  modifies $M.1;
{
  L0:
    {:sourceloc "drv.c", 25, 2} {:access "write"} $M.1[$g.mode] := v;
    return;
}

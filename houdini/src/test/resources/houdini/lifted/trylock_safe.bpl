// A try-lock wrapper: the access happens only when the lock was taken.
var $M.0: [int]int {:region "dev.state"};
const unique $lock.m: int {:lock "m", "mutex"};

procedure try_lock_dev() returns (ok: bool)
{
  L0:
    call {:sourceloc "drv.c", 4, 7} ok := $lock_tryacquire($lock.m);
    return;
}

procedure {:entrypoint "file_operations.ioctl"} dev_ioctl(dev: int, v: int)
  modifies $M.0;
{
  var ok: bool;
  L0:
    call {:sourceloc "drv.c", 10, 7} ok := try_lock_dev();
    goto Taken, Busy;
  Taken:
    assume ok;
    {:sourceloc "drv.c", 12, 4} {:access "write"} $M.0[dev] := v;
    call {:sourceloc "drv.c", 13, 4} $lock_release($lock.m);
    return;
  Busy:
    assume !ok;
    return;
}

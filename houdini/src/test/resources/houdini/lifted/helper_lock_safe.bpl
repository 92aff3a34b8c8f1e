// (after instrument's fixture race/helper_lock_safe.bpl) The lock is taken in a helper that receives it as a
// parameter; the update is in a loop.
var $M.0: [int]int {:region "dev.stats"};
const unique $lock.dev_lock: int {:lock "dev.lock", "spinlock"};

procedure lock_dev(l: int)
{
  L0:
    call {:sourceloc "drv.c", 5, 2} $lock_acquire(l);
    return;
}

procedure unlock_dev(l: int)
{
  L0:
    call {:sourceloc "drv.c", 10, 2} $lock_release(l);
    return;
}

procedure bump(dev: int, n: int)
  modifies $M.0;
{
  var i: int;
  var s: int;
  L0:
    i := 0;
    goto Head;
  Head:
    goto Body, Done;
  Body:
    assume i < n;
    call {:sourceloc "drv.c", 16, 3} lock_dev($lock.dev_lock);
    {:sourceloc "drv.c", 17, 7} {:access "read"} s := $M.0[dev + 4];
    {:sourceloc "drv.c", 17, 3} {:access "write"} $M.0[dev + 4] := s + 1;
    call {:sourceloc "drv.c", 18, 3} unlock_dev($lock.dev_lock);
    i := i + 1;
    goto Head;
  Done:
    assume i >= n;
    return;
}

procedure {:entrypoint "net_device_ops.ndo_start_xmit"} dev_xmit(dev: int, n: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 25, 2} bump(dev, n);
    return;
}

procedure {:entrypoint "net_device_ops.ndo_get_stats"} dev_stats(dev: int) returns (r: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 30, 2} lock_dev($lock.dev_lock);
    {:sourceloc "drv.c", 31, 6} {:access "read"} r := $M.0[dev + 4];
    call {:sourceloc "drv.c", 32, 2} unlock_dev($lock.dev_lock);
    return;
}

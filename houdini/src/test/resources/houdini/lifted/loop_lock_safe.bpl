// The lock is taken and released in every iteration of a loop; a reader takes it too. Cutting the
// loop with its state havocked loses the lockset at the picks of earlier iterations (false alarm);
// the inferred loop invariant (every pick so far under the lock, lock not held at the head) keeps it.
var $M.0: [int]int {:region "dev.count"};
const unique $lock.dev_lock: int {:lock "dev.lock", "spinlock"};

procedure {:entrypoint "net_device_ops.ndo_start_xmit"} dev_xmit(dev: int, n: int)
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
    call {:sourceloc "drv.c", 8, 3} $lock_acquire($lock.dev_lock);
    {:sourceloc "drv.c", 9, 7} {:access "read"} s := $M.0[dev + 4];
    {:sourceloc "drv.c", 9, 3} {:access "write"} $M.0[dev + 4] := s + 1;
    call {:sourceloc "drv.c", 10, 3} $lock_release($lock.dev_lock);
    i := i + 1;
    goto Head;
  Done:
    assume i >= n;
    return;
}

procedure {:entrypoint "net_device_ops.ndo_get_stats"} dev_stats(dev: int) returns (r: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 15, 2} $lock_acquire($lock.dev_lock);
    {:sourceloc "drv.c", 16, 6} {:access "read"} r := $M.0[dev + 4];
    call {:sourceloc "drv.c", 17, 2} $lock_release($lock.dev_lock);
    return;
}

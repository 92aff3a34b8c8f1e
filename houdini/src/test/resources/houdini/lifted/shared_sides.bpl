// Four entry points: open and ioctl bump the counter through a helper that takes the lock, ioctl
// in a loop too; read reads the buffer under the lock, write writes it without. Each entry point's
// side is summarised once and reused in all its pairs.
var $M.0: [int]int {:region "dev.count"};
var $M.1: [int]int {:region "dev.buf"};
const unique $lock.dev_lock: int {:lock "dev.lock", "mutex"};

procedure bump(dev: int)
  modifies $M.0;
{
  var x: int;
  L0:
    call {:sourceloc "drv.c", 3, 2} $lock_acquire($lock.dev_lock);
    {:sourceloc "drv.c", 4, 6} {:access "read"} x := $M.0[dev];
    {:sourceloc "drv.c", 5, 2} {:access "write"} $M.0[dev] := x + 1;
    call {:sourceloc "drv.c", 6, 2} $lock_release($lock.dev_lock);
    return;
}

procedure {:entrypoint "file_operations.open"} dev_open(dev: int)
  modifies $M.0, $M.1;
{
  L0:
    call {:sourceloc "drv.c", 10, 2} bump(dev);
    return;
}

procedure {:entrypoint "file_operations.unlocked_ioctl"} dev_ioctl(dev: int, n: int)
  modifies $M.0, $M.1;
{
  var i: int;
  L0:
    call {:sourceloc "drv.c", 14, 2} bump(dev);
    i := 0;
    goto Head;
  Head:
    goto Body, Done;
  Body:
    assume i < n;
    call {:sourceloc "drv.c", 16, 4} bump(dev);
    i := i + 1;
    goto Head;
  Done:
    assume !(i < n);
    return;
}

procedure {:entrypoint "file_operations.read"} dev_read(dev: int) returns (r: int)
  modifies $M.1;
{
  L0:
    call {:sourceloc "drv.c", 21, 2} $lock_acquire($lock.dev_lock);
    {:sourceloc "drv.c", 22, 6} {:access "read"} r := $M.1[dev];
    call {:sourceloc "drv.c", 23, 2} $lock_release($lock.dev_lock);
    return;
}

procedure {:entrypoint "file_operations.write"} dev_write(dev: int, v: int)
  modifies $M.0, $M.1;
{
  L0:
    {:sourceloc "drv.c", 28, 2} {:access "write"} $M.1[dev] := v;
    call {:sourceloc "drv.c", 29, 2} bump(dev);
    return;
}

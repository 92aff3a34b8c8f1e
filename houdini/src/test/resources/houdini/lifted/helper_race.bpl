// A real race: the helper writes the counter without the lock. Summaries must not hide it.
var $M.0: [int]int {:region "dev.count"};
const unique $lock.dev_lock: int {:lock "dev.lock", "mutex"};

procedure lock_dev()
{
  L0:
    call {:sourceloc "drv.c", 3, 2} $lock_acquire($lock.dev_lock);
    return;
}

procedure unlock_dev()
{
  L0:
    call {:sourceloc "drv.c", 6, 2} $lock_release($lock.dev_lock);
    return;
}

procedure reset(dev: int)
  modifies $M.0;
{
  L0:
    {:sourceloc "drv.c", 10, 2} {:access "write"} $M.0[dev] := 0;
    return;
}

procedure {:entrypoint "file_operations.write"} dev_write(dev: int, v: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 15, 2} lock_dev();
    {:sourceloc "drv.c", 16, 2} {:access "write"} $M.0[dev] := v;
    call {:sourceloc "drv.c", 17, 2} unlock_dev();
    call {:sourceloc "drv.c", 18, 2} reset(dev);
    return;
}

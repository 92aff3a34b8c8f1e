// Readers take the rwlock in read mode, the writer in write mode; dev_bad writes in read mode.
var $M.0: [int]int {:region "table"};
const unique $g.table: int {:global "table"};
const unique $lock.rw: int {:lock "table_lock", "rwlock"};

procedure {:entrypoint "file_operations.read"} dev_read(i: int) returns (r: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 10, 2} $lock_acquire_read($lock.rw);
    {:sourceloc "drv.c", 11, 6} {:access "read"} r := $M.0[$g.table + i];
    call {:sourceloc "drv.c", 12, 2} $lock_release($lock.rw);
    return;
}

procedure {:entrypoint "file_operations.write"} dev_write(i: int, v: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 18, 2} $lock_acquire($lock.rw);
    {:sourceloc "drv.c", 19, 2} {:access "write"} $M.0[$g.table + i] := v;
    call {:sourceloc "drv.c", 20, 2} $lock_release($lock.rw);
    return;
}

procedure {:entrypoint "file_operations.unlocked_ioctl"} dev_bad(i: int, v: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 26, 2} $lock_acquire_read($lock.rw);
    {:sourceloc "drv.c", 27, 2} {:access "write"} $M.0[$g.table + i] := v;
    call {:sourceloc "drv.c", 28, 2} $lock_release($lock.rw);
    return;
}

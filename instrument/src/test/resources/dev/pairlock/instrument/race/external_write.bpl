// copy_from_user writes the buffer at addresses the analysis does not track: dev_write calls it
// without the lock (race with dev_read), dev_ioctl with it (no race).
var $M.0: [int]int {:region "dev.buf"};
const unique $g.dev: int {:global "dev"};
const unique $lock.m: int {:lock "buf_lock", "mutex"};

procedure copy_from_user(to: int, from: int, n: int) returns (r: int);
  modifies $M.0;

procedure {:entrypoint "file_operations.read"} dev_read() returns (r: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 10, 2} $lock_acquire($lock.m);
    {:sourceloc "drv.c", 11, 6} {:access "read"} r := $M.0[$g.dev + 16];
    call {:sourceloc "drv.c", 12, 2} $lock_release($lock.m);
    return;
}

procedure {:entrypoint "file_operations.write"} dev_write(ubuf: int, n: int) returns (r: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 18, 6} r := copy_from_user($g.dev + 16, ubuf, n);
    return;
}

procedure {:entrypoint "file_operations.unlocked_ioctl"} dev_ioctl(ubuf: int) returns (r: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 24, 2} $lock_acquire($lock.m);
    call {:sourceloc "drv.c", 25, 6} r := copy_from_user($g.dev + 16, ubuf, 4);
    call {:sourceloc "drv.c", 26, 2} $lock_release($lock.m);
    return;
}

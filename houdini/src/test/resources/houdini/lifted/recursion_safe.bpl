// A recursive list walk under the device lock, against a locked writer. Inlining gives up on the
// recursion (pair unverified); the summary of walk (lock held throughout, every pick under it)
// proves the pair race-free.
var $M.0: [int]int {:region "node.next"};
const unique $lock.list_lock: int {:lock "list_lock", "mutex"};

procedure walk(p: int, d: int)
  modifies $M.0;
{
  var q: int;
  L0:
    goto Rec, Stop;
  Rec:
    assume d > 0;
    {:sourceloc "drv.c", 6, 7} {:access "read"} q := $M.0[p];
    call {:sourceloc "drv.c", 7, 3} walk(q, d - 1);
    return;
  Stop:
    assume d <= 0;
    return;
}

procedure {:entrypoint "file_operations.read"} dev_read(p: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 12, 2} $lock_acquire($lock.list_lock);
    call {:sourceloc "drv.c", 13, 2} walk(p, 3);
    call {:sourceloc "drv.c", 14, 2} $lock_release($lock.list_lock);
    return;
}

procedure {:entrypoint "file_operations.write"} dev_write(p: int, v: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 20, 2} $lock_acquire($lock.list_lock);
    {:sourceloc "drv.c", 21, 2} {:access "write"} $M.0[p] := v;
    call {:sourceloc "drv.c", 22, 2} $lock_release($lock.list_lock);
    return;
}

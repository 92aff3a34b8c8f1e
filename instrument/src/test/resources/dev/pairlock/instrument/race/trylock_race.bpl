// dev_write ignores the result of mutex_trylock; dev_poll checks it.
var $M.0: [int]int {:region "ops"};
const unique $g.ops: int {:global "ops"};
const unique $lock.op_lock: int {:lock "op_lock", "mutex"};

procedure {:entrypoint "file_operations.read"} dev_read() returns (r: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 11, 2} $lock_acquire($lock.op_lock);
    {:sourceloc "drv.c", 12, 6} {:access "read"} r := $M.0[$g.ops];
    call {:sourceloc "drv.c", 13, 2} $lock_release($lock.op_lock);
    return;
}

procedure {:entrypoint "file_operations.write"} dev_write(n: int)
  modifies $M.0;
{
  var ok: bool;
  L0:
    call {:sourceloc "drv.c", 19, 2} ok := $lock_tryacquire($lock.op_lock);
    {:sourceloc "drv.c", 20, 2} {:access "write"} $M.0[$g.ops] := n;
    call {:sourceloc "drv.c", 21, 2} $lock_release($lock.op_lock);
    return;
}

procedure {:entrypoint "file_operations.poll"} dev_poll(n: int)
  modifies $M.0;
{
  var ok: bool;
  L0:
    call {:sourceloc "drv.c", 27, 6} ok := $lock_tryacquire($lock.op_lock);
    goto Got, Busy;
  Got:
    assume ok;
    {:sourceloc "drv.c", 28, 3} {:access "write"} $M.0[$g.ops] := n;
    call {:sourceloc "drv.c", 29, 3} $lock_release($lock.op_lock);
    return;
  Busy:
    assume !ok;
    return;
}

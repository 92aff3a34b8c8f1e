// The counter is always accessed under op_lock.
var $M.0: [int]int {:region "counter"};
const unique $g.counter: int {:global "counter"};
const unique $lock.op_lock: int {:lock "op_lock", "mutex"};

procedure {:entrypoint "file_operations.read"} dev_read() returns (r: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 11, 2} $lock_acquire($lock.op_lock);
    {:sourceloc "drv.c", 12, 6} {:access "read"} r := $M.0[$g.counter];
    call {:sourceloc "drv.c", 13, 2} $lock_release($lock.op_lock);
    return;
}

procedure {:entrypoint "file_operations.write"} dev_write(n: int)
  modifies $M.0;
{
  var c: int;
  L0:
    call {:sourceloc "drv.c", 19, 2} $lock_acquire($lock.op_lock);
    {:sourceloc "drv.c", 20, 6} {:access "read"} c := $M.0[$g.counter];
    {:sourceloc "drv.c", 20, 2} {:access "write"} $M.0[$g.counter] := c + n;
    call {:sourceloc "drv.c", 21, 2} $lock_release($lock.op_lock);
    return;
}

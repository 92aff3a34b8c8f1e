// Readers take lock_a, writers lock_b: no common lock.
var $M.0: [int]int {:region "counter"};
const unique $g.counter: int {:global "counter"};
const unique $lock.a: int {:lock "lock_a", "spinlock"};
const unique $lock.b: int {:lock "lock_b", "spinlock"};

procedure {:entrypoint "file_operations.read"} dev_read() returns (r: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 11, 2} $lock_acquire($lock.a);
    {:sourceloc "drv.c", 12, 6} {:access "read"} r := $M.0[$g.counter];
    call {:sourceloc "drv.c", 13, 2} $lock_release($lock.a);
    return;
}

procedure {:entrypoint "file_operations.write"} dev_write(n: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 19, 2} $lock_acquire($lock.b);
    {:sourceloc "drv.c", 20, 2} {:access "write"} $M.0[$g.counter] := n;
    call {:sourceloc "drv.c", 21, 2} $lock_release($lock.b);
    return;
}

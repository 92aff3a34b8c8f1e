// The error path releases the lock and then updates the counter.
var $M.0: [int]int {:region "errors"};
const unique $g.errors: int {:global "errors"};
const unique $lock.m: int {:lock "dev_mutex", "mutex"};

procedure {:entrypoint "file_operations.write"} dev_write(n: int) returns (r: int)
  modifies $M.0;
{
  var e: int;
  L0:
    call {:sourceloc "drv.c", 10, 2} $lock_acquire($lock.m);
    goto Ok, Err;
  Ok:
    assume n >= 0;
    {:sourceloc "drv.c", 13, 3} {:access "write"} $M.0[$g.errors] := 0;
    call {:sourceloc "drv.c", 14, 3} $lock_release($lock.m);
    r := 0;
    return;
  Err:
    assume n < 0;
    call {:sourceloc "drv.c", 17, 3} $lock_release($lock.m);
    {:sourceloc "drv.c", 18, 7} {:access "read"} e := $M.0[$g.errors];
    {:sourceloc "drv.c", 18, 3} {:access "write"} $M.0[$g.errors] := e + 1;
    r := -1;
    return;
}

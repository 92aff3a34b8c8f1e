// Both entry points update the counter under one lock: no race; the lockset analysis proves it.
var $M.0: [int]int {:region "counter"};
const unique $g.counter: int {:global "counter"};
const unique $lock.m: int {:lock "m", "mutex"};

procedure {:entrypoint "file_operations.read"} {:sourceloc "p.c", 10, 1} p_read(file: int) returns (r: int)
{
  var v: int;
  L0:
    call {:sourceloc "p.c", 12, 2} $lock_acquire($lock.m);
    {:sourceloc "p.c", 13, 6} {:access "read"} v := $M.0[$g.counter];
    call {:sourceloc "p.c", 14, 2} $lock_release($lock.m);
    r := v;
    return;
}

procedure {:entrypoint "file_operations.write"} {:sourceloc "p.c", 20, 1} p_write(file: int) returns (r: int)
  modifies $M.0;
{
  var v: int;
  L0:
    call {:sourceloc "p.c", 22, 2} $lock_acquire($lock.m);
    {:sourceloc "p.c", 23, 6} {:access "read"} v := $M.0[$g.counter];
    {:sourceloc "p.c", 24, 6} {:access "write"} $M.0[$g.counter] := v + 1;
    call {:sourceloc "p.c", 25, 2} $lock_release($lock.m);
    r := v;
    return;
}

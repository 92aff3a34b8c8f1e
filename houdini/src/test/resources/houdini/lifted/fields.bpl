// Two fields of one global struct in one region: f under the lock everywhere, g only in dev_a and
// without it. dev_a || dev_b is safe because dev_b touches only f (needs the watched-offset forms);
// dev_a || dev_a races on g.
var $M.0: [int]int {:region "dev"};
const unique $g.dev: int {:global "dev"};
axiom $g.dev > 0;
const unique $lock.m: int {:lock "m", "mutex"};

procedure {:entrypoint "file_operations.read"} dev_a(v: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 5, 2} $lock_acquire($lock.m);
    {:sourceloc "drv.c", 6, 2} {:access "write"} $M.0[$g.dev] := v;
    call {:sourceloc "drv.c", 7, 2} $lock_release($lock.m);
    call {:sourceloc "drv.c", 8, 2} touch_g(v);
    return;
}

procedure touch_g(v: int)
  modifies $M.0;
{
  L0:
    {:sourceloc "drv.c", 12, 2} {:access "write"} $M.0[$g.dev + 8] := v;
    return;
}

procedure {:entrypoint "file_operations.write"} dev_b(v: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 20, 2} $lock_acquire($lock.m);
    {:sourceloc "drv.c", 21, 2} {:access "write"} $M.0[$g.dev] := v;
    call {:sourceloc "drv.c", 22, 2} $lock_release($lock.m);
    return;
}

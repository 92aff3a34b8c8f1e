// dev_write runs inline assembly the frontend cannot model; its pairs cannot be verified.
var $M.0: [int]int {:region "dev.reg"};
const unique $g.dev: int {:global "dev"};
const unique $lock.m: int {:lock "m", "spinlock"};

procedure {:entrypoint "file_operations.read"} dev_read() returns (r: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 9, 2} $lock_acquire($lock.m);
    {:sourceloc "drv.c", 10, 6} {:access "read"} r := $M.0[$g.dev];
    call {:sourceloc "drv.c", 11, 2} $lock_release($lock.m);
    return;
}

procedure {:entrypoint "file_operations.write"} dev_write(v: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 16, 2} $lock_acquire($lock.m);
    assume {:sourceloc "drv.c", 17, 2} {:unsound "inline-asm", "asm volatile(\"wbinvd\")"} true;
    {:sourceloc "drv.c", 18, 2} {:access "write"} $M.0[$g.dev] := v;
    call {:sourceloc "drv.c", 19, 2} $lock_release($lock.m);
    return;
}

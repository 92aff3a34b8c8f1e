// dev_write calls an external function without a model (a havoc of its result and of what its
// arguments reach: here nothing shared), so the lockset stage leaves its pairs unverified. Within
// the program, dev.count is still proved race-free (always under dev_lock); dev.flag is not.
var $M.0: [int]int {:region "dev.count"};
var $M.1: [int]int {:region "dev.flag"};
const unique $g.dev: int {:global "dev"};
const unique $lock.m: int {:lock "dev_lock", "spinlock"};

procedure {:entrypoint "file_operations.read"} {:sourceloc "ex.c", 5, 1} dev_read(file: int) returns (r: int)
  modifies $M.0;
{
  var c: int;
  L0:
    call {:sourceloc "ex.c", 7, 2} $lock_acquire($lock.m);
    {:sourceloc "ex.c", 8, 6} {:access "read"} c := $M.0[$g.dev];
    {:sourceloc "ex.c", 9, 2} {:access "write"} $M.0[$g.dev] := c + 1;
    call {:sourceloc "ex.c", 10, 2} $lock_release($lock.m);
    {:sourceloc "ex.c", 11, 9} {:access "read"} r := $M.1[$g.dev + 8];
    return;
}

procedure {:entrypoint "file_operations.write"} {:sourceloc "ex.c", 15, 1} dev_write(file: int, v: int) returns (r: int)
  modifies $M.0, $M.1;
{
  var c: int;
  var t: int;
  L0:
    call {:sourceloc "ex.c", 17, 2} $lock_acquire($lock.m);
    havoc {:sourceloc "ex.c", 18, 6} {:unsound "extern-call", "fw_poke: external function without a model; havoc of the memory it can reach"} t;
    {:sourceloc "ex.c", 19, 6} {:access "read"} c := $M.0[$g.dev];
    {:sourceloc "ex.c", 20, 2} {:access "write"} $M.0[$g.dev] := c + t;
    call {:sourceloc "ex.c", 21, 2} $lock_release($lock.m);
    {:sourceloc "ex.c", 22, 2} {:access "write"} $M.1[$g.dev + 8] := v;
    r := 0;
    return;
}

// A race that needs a specific interleaving: hs_read reads `data` without the lock only after it
// published `stage` = 1; hs_write writes `data` (without the lock) only once it has seen stage 1.
// The read must come after the publication, and the write between the read and the next step.
var $M.0: [int]int {:region "stage"};
var $M.1: [int]int {:region "data"};
const unique $g.stage: int {:global "stage"};
const unique $g.data: int {:global "data"};
const unique $lock.m: int {:lock "m", "mutex"};

procedure {:global_init} $global_init()
{
  entry:
    assume $M.0[$g.stage] == 0;
    assume $M.1[$g.data] == 0;
    return;
}

procedure {:entrypoint "file_operations.read"} {:sourceloc "hs.c", 10, 1} hs_read(file: int) returns (r: int)
  modifies $M.0;
{
  var v: int;
  L0:
    call {:sourceloc "hs.c", 12, 2} $lock_acquire($lock.m);
    {:sourceloc "hs.c", 13, 8} {:access "write"} $M.0[$g.stage] := 1;
    call {:sourceloc "hs.c", 14, 2} $lock_release($lock.m);
    {:sourceloc "hs.c", 15, 6} {:access "read"} v := $M.1[$g.data];
    r := v;
    return;
}

procedure {:entrypoint "file_operations.write"} {:sourceloc "hs.c", 20, 1} hs_write(file: int) returns (r: int)
  modifies $M.1;
{
  var s: int;
  L0:
    call {:sourceloc "hs.c", 22, 2} $lock_acquire($lock.m);
    {:sourceloc "hs.c", 23, 6} {:access "read"} s := $M.0[$g.stage];
    call {:sourceloc "hs.c", 24, 2} $lock_release($lock.m);
    goto L1, L2;
  L1:
    assume s == 1;
    {:sourceloc "hs.c", 26, 4} {:access "write"} $M.1[$g.data] := 7;
    goto L3;
  L2:
    assume s != 1;
    goto L3;
  L3:
    r := s;
    return;
}

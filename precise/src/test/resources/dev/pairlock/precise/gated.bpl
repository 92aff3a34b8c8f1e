// A race behind a value the thread wrote itself: gt_a sets `flag` to 1 under the lock and writes
// `data` (without it) only if it then reads flag != 1, which needs gt_b to overwrite flag in between.
// A thread learns nothing about what the other thread writes (DeadBranches): taking gt_a's own
// write of flag as known would cut the branch and miss the race with gt_b's read of data.
var $M.0: [int]int {:region "flag"};
var $M.1: [int]int {:region "data"};
const unique $g.flag: int {:global "flag"};
const unique $g.data: int {:global "data"};
const unique $lock.m: int {:lock "m", "mutex"};

procedure {:global_init} $global_init()
{
  entry:
    assume $M.0[$g.flag] == 0;
    assume $M.1[$g.data] == 0;
    return;
}

procedure {:entrypoint "file_operations.write"} {:sourceloc "gt.c", 10, 1} gt_a(file: int) returns (r: int)
  modifies $M.0, $M.1;
{
  var s: int;
  L0:
    call {:sourceloc "gt.c", 12, 2} $lock_acquire($lock.m);
    {:sourceloc "gt.c", 13, 7} {:access "write"} $M.0[$g.flag] := 1;
    call {:sourceloc "gt.c", 14, 2} $lock_release($lock.m);
    call {:sourceloc "gt.c", 15, 2} $lock_acquire($lock.m);
    {:sourceloc "gt.c", 16, 6} {:access "read"} s := $M.0[$g.flag];
    call {:sourceloc "gt.c", 17, 2} $lock_release($lock.m);
    goto L1, L2;
  L1:
    assume s != 1;
    {:sourceloc "gt.c", 19, 8} {:access "write"} $M.1[$g.data] := 5;
    goto L3;
  L2:
    assume s == 1;
    goto L3;
  L3:
    r := s;
    return;
}

procedure {:entrypoint "file_operations.read"} {:sourceloc "gt.c", 25, 1} gt_b(file: int) returns (r: int)
  modifies $M.0;
{
  var v: int;
  L0:
    call {:sourceloc "gt.c", 27, 2} $lock_acquire($lock.m);
    {:sourceloc "gt.c", 28, 7} {:access "write"} $M.0[$g.flag] := 0;
    call {:sourceloc "gt.c", 29, 2} $lock_release($lock.m);
    {:sourceloc "gt.c", 30, 6} {:access "read"} v := $M.1[$g.data];
    r := v;
    return;
}

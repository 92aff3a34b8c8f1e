// Three regions: counter and flags are written without a lock (racy), stats only under lock_a
// (race-free). A check that stops early must not count a region proved that no unsatisfiable
// query covered (PartialAnswersTest).
var $M.0: [int]int {:region "counter"};
var $M.1: [int]int {:region "stats"};
var $M.2: [int]int {:region "flags"};
const unique $g.counter: int {:global "counter"};
const unique $g.stats: int {:global "stats"};
const unique $g.flags: int {:global "flags"};
const unique $lock.a: int {:lock "lock_a", "spinlock"};

procedure {:entrypoint "file_operations.read"} dev_read() returns (r: int)
  modifies $M.0, $M.1, $M.2;
{
  L0:
    {:sourceloc "drv.c", 10, 6} {:access "read"} r := $M.0[$g.counter];
    call {:sourceloc "drv.c", 11, 2} $lock_acquire($lock.a);
    {:sourceloc "drv.c", 12, 6} {:access "read"} r := $M.1[$g.stats];
    call {:sourceloc "drv.c", 13, 2} $lock_release($lock.a);
    {:sourceloc "drv.c", 14, 6} {:access "read"} r := $M.2[$g.flags];
    return;
}

procedure {:entrypoint "file_operations.write"} dev_write(n: int)
  modifies $M.0, $M.1, $M.2;
{
  L0:
    {:sourceloc "drv.c", 20, 2} {:access "write"} $M.0[$g.counter] := n;
    call {:sourceloc "drv.c", 21, 2} $lock_acquire($lock.a);
    {:sourceloc "drv.c", 22, 2} {:access "write"} $M.1[$g.stats] := n;
    call {:sourceloc "drv.c", 23, 2} $lock_release($lock.a);
    {:sourceloc "drv.c", 24, 2} {:access "write"} $M.2[$g.flags] := n;
    return;
}

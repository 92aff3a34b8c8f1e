// dev_read asserts something the verifier cannot prove: not a race check, so the pair is unverified.
// (It updates dev.mode under a lock, so that the pair shares a region: a pair that shares none is
// race-free whatever its assertions.)
var $M.0: [int]int {:region "dev.mode"};
const unique $g.dev: int {:global "dev"};
const unique $lock.m: int {:lock "m", "spinlock"};

procedure {:entrypoint "file_operations.read"} dev_read(n: int) returns (r: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 5, 2} $lock_acquire($lock.m);
    {:sourceloc "drv.c", 6, 6} {:access "read"} r := $M.0[$g.dev];
    assert {:sourceloc "drv.c", 7, 2} r > n;
    {:sourceloc "drv.c", 8, 2} {:access "write"} $M.0[$g.dev] := n;
    call {:sourceloc "drv.c", 9, 2} $lock_release($lock.m);
    return;
}

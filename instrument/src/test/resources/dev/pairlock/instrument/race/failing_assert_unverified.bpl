// dev_read asserts something the verifier cannot prove: not a race check, so the pair is unverified.
var $M.0: [int]int {:region "dev.mode"};
const unique $g.dev: int {:global "dev"};

procedure {:entrypoint "file_operations.read"} dev_read(n: int) returns (r: int)
  modifies $M.0;
{
  L0:
    {:sourceloc "drv.c", 6, 6} {:access "read"} r := $M.0[$g.dev];
    assert {:sourceloc "drv.c", 7, 2} r > n;
    return;
}

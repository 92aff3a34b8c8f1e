// opened is a global variable, not a region: its accesses cannot be checked.
var opened: int;
var $M.0: [int]int {:region "dev.mode"};
const unique $g.dev: int {:global "dev"};

procedure {:entrypoint "file_operations.open"} dev_open() returns (r: int)
  modifies opened;
{
  L0:
    opened := opened + 1;
    r := 0;
    return;
}

procedure {:entrypoint "file_operations.read"} dev_read() returns (r: int)
  modifies $M.0;
{
  L0:
    {:sourceloc "drv.c", 14, 6} {:access "read"} r := $M.0[$g.dev];
    return;
}

// Two entry points only read the configuration: no race, even unlocked.
var $M.0: [int]int {:region "config"};
const unique $g.config: int {:global "config"};

procedure {:entrypoint "file_operations.read"} dev_read() returns (r: int)
  modifies $M.0;
{
  L0:
    {:sourceloc "drv.c", 8, 9} {:access "read"} r := $M.0[$g.config];
    return;
}

procedure {:entrypoint "file_operations.unlocked_ioctl"} dev_ioctl(cmd: int) returns (r: int)
  modifies $M.0;
{
  L0:
    {:sourceloc "drv.c", 13, 9} {:access "read"} r := $M.0[$g.config + cmd];
    return;
}

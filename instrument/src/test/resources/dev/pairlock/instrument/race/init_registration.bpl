// dev_init sets mode before misc_register (no race) and count after it (race with dev_read).
var $M.0: [int]int {:region "mode"};
var $M.1: [int]int {:region "count"};
const unique $g.mode: int {:global "mode"};
const unique $g.count: int {:global "count"};
const unique $g.dev_misc: int {:global "dev_misc"};

procedure misc_register(p: int) returns (r: int);

procedure {:entrypoint "module_init"} dev_init() returns (r: int)
  modifies $M.0, $M.1;
{
  L0:
    {:sourceloc "drv.c", 30, 2} {:access "write"} $M.0[$g.mode] := 3;
    call {:sourceloc "drv.c", 31, 6} {:registration "misc_register"} r := misc_register($g.dev_misc);
    {:sourceloc "drv.c", 32, 2} {:access "write"} $M.1[$g.count] := 0;
    return;
}

procedure {:entrypoint "module_exit"} dev_exit()
  modifies $M.0;
{
  L0:
    {:sourceloc "drv.c", 37, 2} {:access "write"} $M.0[$g.mode] := 0;
    return;
}

procedure {:entrypoint "file_operations.read"} dev_read() returns (r: int)
  modifies $M.0, $M.1;
{
  var c: int;
  L0:
    {:sourceloc "drv.c", 12, 9} {:access "read"} r := $M.0[$g.mode];
    {:sourceloc "drv.c", 13, 9} {:access "read"} c := $M.1[$g.count];
    return;
}

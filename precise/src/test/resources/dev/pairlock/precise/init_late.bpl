// The driver's init sets `data` before registering (no other thread runs yet) and again after it
// (the file operations may run by then): only the second write races with il_read.
var $M.0: [int]int {:region "data"};
const unique $g.data: int {:global "data"};
const unique $g.dev: int {:global "dev"};

procedure {:cfunction "misc_register"} {:extern} misc_register(a0: int) returns (r: int);

procedure {:entrypoint "module_init"} {:sourceloc "il.c", 5, 1} il_init() returns (r: int)
  modifies $M.0;
{
  var c: int;
  L0:
    {:sourceloc "il.c", 7, 7} {:access "write"} $M.0[$g.data] := 1;
    call {:sourceloc "il.c", 8, 6} {:registration "misc_register"} c := misc_register($g.dev);
    {:sourceloc "il.c", 9, 7} {:access "write"} $M.0[$g.data] := 2;
    r := c;
    return;
}

procedure {:entrypoint "file_operations.read"} {:sourceloc "il.c", 20, 1} il_read(file: int) returns (r: int)
{
  L0:
    {:sourceloc "il.c", 22, 6} {:access "read"} r := $M.0[$g.data];
    return;
}

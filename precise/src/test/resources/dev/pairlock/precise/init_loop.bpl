// The driver's init polls eight times before it registers: with fewer than eight loop iterations
// unrolled, no path registers, so the file operations never run (a note says so); with eight, the
// write after the registration races with lp_read.
var $M.0: [int]int {:region "data"};
const unique $g.data: int {:global "data"};
const unique $g.dev: int {:global "dev"};

procedure {:cfunction "misc_register"} {:extern} misc_register(a0: int) returns (r: int);

procedure {:entrypoint "module_init"} {:sourceloc "lp.c", 5, 1} lp_init() returns (r: int)
  modifies $M.0;
{
  var c: int;
  var i: int;
  L0:
    i := 0;
    goto Head;
  Head:
    goto Body, Exit;
  Body:
    assume i < 8;
    i := i + 1;
    goto Head;
  Exit:
    assume i >= 8;
    call {:sourceloc "lp.c", 9, 6} {:registration "misc_register"} c := misc_register($g.dev);
    {:sourceloc "lp.c", 10, 7} {:access "write"} $M.0[$g.data] := 2;
    r := c;
    return;
}

procedure {:entrypoint "file_operations.read"} {:sourceloc "lp.c", 20, 1} lp_read(file: int) returns (r: int)
{
  L0:
    {:sourceloc "lp.c", 22, 6} {:access "read"} r := $M.0[$g.data];
    return;
}

procedure {:entrypoint "file_operations.write"} {:sourceloc "lp.c", 25, 1} lp_write(file: int) returns (r: int)
  modifies $M.0;
{
  L0:
    {:sourceloc "lp.c", 27, 7} {:access "write"} $M.0[$g.data] := 3;
    r := 0;
    return;
}

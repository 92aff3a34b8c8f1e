// A global counter written by dev_write and read by dev_read, never locked.
var $M.0: [int]int {:region "counter"};
const unique $g.counter: int {:global "counter"};
axiom $g.counter > 0;

procedure {:entrypoint "file_operations.read"} dev_read() returns (r: int)
  modifies $M.0;
{
  L0:
    {:sourceloc "drv.c", 12, 9} {:access "read"} r := $M.0[$g.counter];
    return;
}

procedure {:entrypoint "file_operations.write"} dev_write(n: int)
  modifies $M.0;
{
  var c: int;
  L0:
    {:sourceloc "drv.c", 17, 6} {:access "read"} c := $M.0[$g.counter];
    {:sourceloc "drv.c", 17, 2} {:access "write"} $M.0[$g.counter] := c + n;
    return;
}

// The write happens only in the recursive activation of walk(): found with recursion bound 1,
// not with recursion bound 0 (no recursive activation inlined).
var $M.0: [int]int {:region "data"};
const unique $g.data: int {:global "data"};

procedure {:global_init} $global_init()
{
  entry:
    assume $M.0[$g.data] == 0;
    return;
}

procedure {:cfunction "walk"} {:sourceloc "rc.c", 3, 1} walk(d: int)
  modifies $M.0;
{
  L0:
    goto Deep, Stop;
  Deep:
    assume d == 0;
    call {:sourceloc "rc.c", 5, 5} walk(d + 1);
    return;
  Stop:
    assume d == 1;
    {:sourceloc "rc.c", 7, 5} {:access "write"} $M.0[$g.data] := 4;
    return;
}

procedure {:entrypoint "file_operations.read"} {:sourceloc "rc.c", 10, 1} rc_read(file: int) returns (r: int)
{
  var v: int;
  L0:
    {:sourceloc "rc.c", 12, 6} {:access "read"} v := $M.0[$g.data];
    r := v;
    return;
}

procedure {:entrypoint "file_operations.write"} {:sourceloc "rc.c", 20, 1} rc_write(file: int) returns (r: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "rc.c", 22, 3} walk(0);
    r := 0;
    return;
}

// The write to `data` happens only in the third iteration of the loop, after two back edges: the
// race is found when loops are unrolled twice (the thread stops where the third back edge is cut,
// after the write), and not once.
var $M.0: [int]int {:region "data"};
const unique $g.data: int {:global "data"};

procedure {:global_init} $global_init()
{
  entry:
    assume $M.0[$g.data] == 0;
    return;
}

procedure {:entrypoint "file_operations.read"} {:sourceloc "lb.c", 3, 1} lb_read(file: int) returns (r: int)
{
  var v: int;
  L0:
    {:sourceloc "lb.c", 5, 6} {:access "read"} v := $M.0[$g.data];
    r := v;
    return;
}

procedure {:entrypoint "file_operations.write"} {:sourceloc "lb.c", 10, 1} lb_write(file: int, n: int) returns (r: int)
  modifies $M.0;
{
  var i: int;
  L0:
    i := 0;
    goto Head;
  Head:
    goto Body, Exit;
  Body:
    assume i < n;
    goto Hit, Miss;
  Hit:
    assume i == 2;
    {:sourceloc "lb.c", 14, 7} {:access "write"} $M.0[$g.data] := 9;
    goto Next;
  Miss:
    assume i != 2;
    goto Next;
  Next:
    i := i + 1;
    goto Head;
  Exit:
    assume i >= n;
    r := i;
    return;
}

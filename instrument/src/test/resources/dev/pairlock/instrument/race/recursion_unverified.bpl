// walk recurses: the inlining fallback cannot analyse it.
var $M.0: [int]int {:region "node.next"};

procedure walk(p: int, d: int)
  modifies $M.0;
{
  var q: int;
  L0:
    goto Rec, Stop;
  Rec:
    assume d > 0;
    {:sourceloc "drv.c", 6, 7} {:access "read"} q := $M.0[p];
    call {:sourceloc "drv.c", 7, 3} walk(q, d - 1);
    return;
  Stop:
    assume d <= 0;
    return;
}

procedure {:entrypoint "file_operations.read"} dev_read(p: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "drv.c", 12, 2} walk(p, 3);
    return;
}

// Each open allocates its own buffer and fills it without a lock: the lockset analysis (which
// does not know the two allocations differ) reports a race; the precise checker confirms none.
var $M.0: [int]int {:region "buffer"};

procedure {:entrypoint "file_operations.open"} {:sourceloc "al.c", 3, 1} al_open(file: int) returns (r: int)
  modifies $M.0;
{
  var p: int;
  L0:
    havoc p;
    assume p == 0 || p >= 1048576;
    goto Ok, Fail;
  Ok:
    assume p != 0;
    {:sourceloc "al.c", 6, 3} {:access "write"} $M.0[p] := file;
    {:sourceloc "al.c", 7, 3} {:access "write"} $M.0[p + 8] := file + 1;
    r := 0;
    return;
  Fail:
    assume p == 0;
    r := -12;
    return;
}

// A stack slot of dev_read passed to a helper: the frontend marks its region thread-local,
// so the self pair of dev_read does not watch it although both sides access it.
var $M.0: [int]int {:region "dev_read.c"} {:thread_local};

procedure fill(p: int)
  modifies $M.0;
{
  L0:
    {:sourceloc "drv.c", 5, 5} {:access "write"} $M.0[p] := 7;
    return;
}

procedure {:entrypoint "file_operations.read"} dev_read(slot: int) returns (r: int)
  modifies $M.0;
{
  L0:
    call fill(slot);
    {:sourceloc "drv.c", 12, 9} {:access "read"} r := $M.0[slot];
    return;
}

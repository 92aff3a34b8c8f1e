// dev_write copies one region into another in one command, against the conventions: the read of
// the shared region is not an access command, so the pair cannot be verified. (dev_write also
// clears dev.a, so that dev.a is shared: two reads of a region nobody writes never race.)
var $M.0: [int]int {:region "dev.a"};
var $M.1: [int]int {:region "dev.b"};
const unique $g.dev: int {:global "dev"};

procedure {:entrypoint "file_operations.read"} dev_read() returns (r: int)
  modifies $M.0;
{
  L0:
    {:sourceloc "drv.c", 9, 6} {:access "read"} r := $M.0[$g.dev];
    return;
}

procedure {:entrypoint "file_operations.write"} dev_write()
  modifies $M.0, $M.1;
{
  L0:
    {:sourceloc "drv.c", 15, 2} {:access "write"} $M.1[$g.dev] := $M.0[$g.dev] + 1;
    {:sourceloc "drv.c", 16, 2} {:access "write"} $M.0[$g.dev] := 0;
    return;
}

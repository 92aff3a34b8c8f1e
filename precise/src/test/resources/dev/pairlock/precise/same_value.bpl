// Both entry points set the flag to 1 without a lock: a race (C11, SV-COMP), though both write
// the value already there; WHOOP called it benign, and the precise checker, whose race check
// compared values only, did not report it. The check also sees the last writer change.
var $M.0: [int]int {:region "ready"};
const unique $g.ready: int {:global "ready"};

procedure {:entrypoint "file_operations.open"} {:sourceloc "s.c", 10, 1} s_open(file: int) returns (r: int)
  modifies $M.0;
{
  L0:
    {:sourceloc "s.c", 12, 8} {:access "write"} $M.0[$g.ready] := 1;
    r := 0;
    return;
}

procedure {:entrypoint "file_operations.release"} {:sourceloc "s.c", 20, 1} s_release(file: int) returns (r: int)
  modifies $M.0;
{
  L0:
    {:sourceloc "s.c", 22, 8} {:access "write"} $M.0[$g.ready] := 1;
    r := 0;
    return;
}

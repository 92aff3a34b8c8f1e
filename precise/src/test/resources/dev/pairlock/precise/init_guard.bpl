// The driver's init disables the feature before registering: dev_write writes `data` only when
// `enabled` is set, which nothing does. The lockset analysis (which does not track values) reports
// a potential race on data; the precise checker, starting from init's state, confirms none.
var $M.0: [int]int {:region "enabled"};
var $M.1: [int]int {:region "data"};
const unique $g.enabled: int {:global "enabled"};
const unique $g.data: int {:global "data"};
const unique $g.dev: int {:global "dev"};

procedure {:cfunction "misc_register"} {:extern} misc_register(a0: int) returns (r: int);

procedure {:entrypoint "module_init"} {:sourceloc "ig.c", 5, 1} ig_init() returns (r: int)
  modifies $M.0;
{
  var c: int;
  L0:
    {:sourceloc "ig.c", 7, 10} {:access "write"} $M.0[$g.enabled] := 0;
    call {:sourceloc "ig.c", 8, 9} {:registration "misc_register"} c := misc_register($g.dev);
    r := c;
    return;
}

procedure {:entrypoint "file_operations.write"} {:sourceloc "ig.c", 20, 1} ig_write(file: int) returns (r: int)
  modifies $M.1;
{
  var e: int;
  L0:
    {:sourceloc "ig.c", 22, 6} {:access "read"} e := $M.0[$g.enabled];
    goto L1, L2;
  L1:
    assume e != 0;
    {:sourceloc "ig.c", 23, 8} {:access "write"} $M.1[$g.data] := file;
    goto L3;
  L2:
    assume e == 0;
    goto L3;
  L3:
    r := 0;
    return;
}

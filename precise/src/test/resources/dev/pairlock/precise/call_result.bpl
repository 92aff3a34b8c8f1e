// A global written through a call's result: cr_set stores get_mode()'s result in `mode`, and
// cr_check writes `data` only when it reads mode 0. The variable is shared state that thread
// writes (a call's outs count as written, like assignments), so cr_check may see the new value
// and race with cr_set's read of data. cr_check is thread 1 of the pair: had the variable not
// counted as written by cr_set, it would not be shared state, and thread 1 would run on the initial
// value only.
var $M.1: [int]int {:region "data"};
var mode: int;
const unique $g.data: int {:global "data"};

procedure get_mode() returns (m: int);

procedure {:global_init} $global_init()
{
  entry:
    assume $M.1[$g.data] == 0;
    assume mode == 1;
    return;
}

procedure {:entrypoint "file_operations.write"} {:sourceloc "cr.c", 10, 1} cr_check(file: int) returns (r: int)
  modifies $M.1;
{
  var s: int;
  L0:
    s := mode;
    goto L1, L2;
  L1:
    assume s == 0;
    {:sourceloc "cr.c", 13, 8} {:access "write"} $M.1[$g.data] := 7;
    goto L3;
  L2:
    assume s != 0;
    goto L3;
  L3:
    r := s;
    return;
}

procedure {:entrypoint "file_operations.unlocked_ioctl"} {:sourceloc "cr.c", 20, 1} cr_set(file: int) returns (r: int)
  modifies mode;
{
  var v: int;
  L0:
    call {:sourceloc "cr.c", 22, 9} mode := get_mode();
    {:sourceloc "cr.c", 23, 6} {:access "read"} v := $M.1[$g.data];
    r := v;
    return;
}

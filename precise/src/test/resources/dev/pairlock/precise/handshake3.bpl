// A race that needs three rounds (four context switches): t_a publishes stage1; t_b sees it and
// publishes stage2, then writes `data`; t_a reads `data` only after seeing stage2. t_a's read must
// fall between t_b's publication of stage2 and its write of data:
// A(stage1) | B(see stage1, stage2) | A(see stage2, read data) | B(write data) | A(check).
var $M.0: [int]int {:region "stage1"};
var $M.1: [int]int {:region "stage2"};
var $M.2: [int]int {:region "data"};
const unique $g.s1: int {:global "stage1"};
const unique $g.s2: int {:global "stage2"};
const unique $g.data: int {:global "data"};
const unique $lock.m: int {:lock "m", "mutex"};

procedure {:global_init} $global_init()
{
  entry:
    assume $M.0[$g.s1] == 0;
    assume $M.1[$g.s2] == 0;
    assume $M.2[$g.data] == 0;
    return;
}

procedure {:entrypoint "file_operations.read"} {:sourceloc "h3.c", 10, 1} t_a(file: int) returns (r: int)
  modifies $M.0;
{
  var g: int;
  var v: int;
  L0:
    call {:sourceloc "h3.c", 12, 2} $lock_acquire($lock.m);
    {:sourceloc "h3.c", 13, 6} {:access "write"} $M.0[$g.s1] := 1;
    call {:sourceloc "h3.c", 14, 2} $lock_release($lock.m);
    call {:sourceloc "h3.c", 15, 2} $lock_acquire($lock.m);
    {:sourceloc "h3.c", 16, 6} {:access "read"} g := $M.1[$g.s2];
    call {:sourceloc "h3.c", 17, 2} $lock_release($lock.m);
    v := 0;
    goto L1, L2;
  L1:
    assume g == 1;
    {:sourceloc "h3.c", 19, 8} {:access "read"} v := $M.2[$g.data];
    goto L3;
  L2:
    assume g != 1;
    goto L3;
  L3:
    r := v;
    return;
}

procedure {:entrypoint "file_operations.write"} {:sourceloc "h3.c", 30, 1} t_b(file: int) returns (r: int)
  modifies $M.1, $M.2;
{
  var f: int;
  L0:
    call {:sourceloc "h3.c", 32, 2} $lock_acquire($lock.m);
    {:sourceloc "h3.c", 33, 6} {:access "read"} f := $M.0[$g.s1];
    call {:sourceloc "h3.c", 34, 2} $lock_release($lock.m);
    goto L1, L2;
  L1:
    assume f == 1;
    call {:sourceloc "h3.c", 36, 4} $lock_acquire($lock.m);
    {:sourceloc "h3.c", 37, 8} {:access "write"} $M.1[$g.s2] := 1;
    call {:sourceloc "h3.c", 38, 4} $lock_release($lock.m);
    {:sourceloc "h3.c", 39, 4} {:access "write"} $M.2[$g.data] := 5;
    goto L3;
  L2:
    assume f != 1;
    goto L3;
  L3:
    r := f;
    return;
}

var {:region "file.f_pos"} $M.0: [int]int;
const unique {:lock "m", "mutex"} $lock.m: int;

procedure {:entrypoint "file_operations.llseek"} buf_llseek(file: int)
  modifies $M.0;
{
  var v: int;
  L0:
    {:sourceloc "drv.c", 21, 2} {:access "write"} $M.0[file] := 5;
    {:sourceloc "drv.c", 22, 9} {:access "read"} v := $M.0[file];
    assert {:sourceloc "drv.c", 22, 9} v == 5;
    return;
}

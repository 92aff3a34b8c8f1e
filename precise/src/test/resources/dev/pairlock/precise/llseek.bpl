// WHOOP Fig. 1: llseek writes file->f_pos without a lock; read reads it under buf_mutex.
var $M.0: [int]int {:region "file.f_pos"};
var $M.1: [int]int {:region "buf_data"};
const unique $lock.buf_mutex: int {:lock "buf_mutex", "mutex"};

procedure {:entrypoint "file_operations.llseek"} {:sourceloc "drv.c", 18, 1} buf_llseek(file: int, offset: int) returns (r: int)
  modifies $M.0;
{
  L0:
    {:sourceloc "drv.c", 21, 2} {:access "write"} $M.0[file + 8] := offset;
    r := offset;
    return;
}

procedure {:entrypoint "file_operations.read"} {:sourceloc "drv.c", 30, 1} buf_read(file: int, buf: int) returns (r: int)
  modifies $M.1;
{
  var pos: int;
  L0:
    call {:sourceloc "drv.c", 32, 2} $lock_acquire($lock.buf_mutex);
    {:sourceloc "drv.c", 33, 8} {:access "read"} pos := $M.0[file + 8];
    {:sourceloc "drv.c", 34, 2} {:access "write"} $M.1[buf] := pos;
    call {:sourceloc "drv.c", 35, 2} $lock_release($lock.buf_mutex);
    r := pos;
    return;
}

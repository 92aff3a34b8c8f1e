// A reader-writer lock: rw_set writes under the write lock (protected against everyone); rw_bad
// writes while holding the lock only in read mode, so it races with itself and with readers.
var $M.0: [int]int {:region "table"};
const unique $g.table: int {:global "table"};
const unique $lock.l: int {:lock "table_lock", "rwlock"};

procedure {:entrypoint "file_operations.read"} {:sourceloc "rw.c", 3, 1} rw_get(file: int) returns (r: int)
{
  var v: int;
  L0:
    call {:sourceloc "rw.c", 5, 2} $lock_acquire_read($lock.l);
    {:sourceloc "rw.c", 6, 6} {:access "read"} v := $M.0[$g.table];
    call {:sourceloc "rw.c", 7, 2} $lock_release($lock.l);
    r := v;
    return;
}

procedure {:entrypoint "file_operations.write"} {:sourceloc "rw.c", 10, 1} rw_set(file: int, n: int) returns (r: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "rw.c", 12, 2} $lock_acquire($lock.l);
    {:sourceloc "rw.c", 13, 8} {:access "write"} $M.0[$g.table] := n;
    call {:sourceloc "rw.c", 14, 2} $lock_release($lock.l);
    r := 0;
    return;
}

procedure {:entrypoint "file_operations.ioctl"} {:sourceloc "rw.c", 20, 1} rw_bad(file: int, n: int) returns (r: int)
  modifies $M.0;
{
  L0:
    call {:sourceloc "rw.c", 22, 2} $lock_acquire_read($lock.l);
    {:sourceloc "rw.c", 23, 8} {:access "write"} $M.0[$g.table] := n;
    call {:sourceloc "rw.c", 24, 2} $lock_release($lock.l);
    r := 0;
    return;
}

// A lifted driver in the shape of docs/ivl-conventions.md.
var $M.3: [int]int {:region "file.f_pos"};
var $M.4: [int]int {:region "nvram.contents"};
var $count: int;
const unique $g.nvram_len: int {:global "nvram_len"};
const unique $lock.nvram_mutex: int {:lock "nvram_mutex", "mutex"};
const unique $lock.`odd'name?^~#: int;
const limit: int;
axiom $g.nvram_len > 0 && $g.nvram_len != $lock.nvram_mutex;
axiom {:note "placement"} (forall a: int, b: int :: a < b ==> a != b);
function {:inline} max(x: int, y: int) returns (int) { if x >= y then x else y }
function clamp(x: int) returns (int);
function isPositive(m: [int]int, i: int) returns (bool) { m[i] > 0 }

procedure $lock_acquire(l: int);
procedure $lock_acquire_read(l: int);
procedure $lock_release(l: int);
procedure $lock_tryacquire(l: int) returns (ok: bool);
procedure $lock_unresolved();

/* The llseek entry point:
   reads and writes f_pos under the mutex. */
procedure {:entrypoint "file_operations.llseek"} {:cfunction "buf_llseek"} {:sourceloc "nvram.c", 12, 1} buf_llseek(file: int, offset: int, origin: int) returns (r: int)
  requires file != 0;
  free requires $g.nvram_len == 4096;
  ensures {:note "postcondition"} r >= -22;
  ensures $count == old($count) + 1 || $count == old($count);
  modifies $M.3, $count;
{
  var buf_llseek.1: int;
  var ok: bool;
  var tmp: [int]int;
L0:
  call {:sourceloc "nvram.c", 14, 2} $lock_acquire($lock.nvram_mutex);
  {:sourceloc "nvram.c", 15, 9} {:access "read"} buf_llseek.1 := $M.3[file + 8];
  goto L1, L2;
L1:
  assume origin == 0;
  {:sourceloc "nvram.c", 17, 3} {:access "write"} $M.3[file + 8] := offset;
  r := offset;
  goto L3;
L2:
  assume !(origin == 0);
  assert {:sourceloc "nvram.c", 20, 3} buf_llseek.1 + offset <= max($g.nvram_len, 0) ==> true;
  havoc {:note "nondet"} r, ok;
  tmp, $count := $M.3[file := -1], $count + 1;
  r := -(5) - -5 * (r - 1) div 2 mod 3;
  goto L3;
L3:
  call {:sourceloc "nvram.c", 24, 2} $lock_release($lock.nvram_mutex);
  call ok := $lock_tryacquire($lock.nvram_mutex);
  call {:unresolved_lock "mutex_lock: argument is not one abstract location"} $lock_unresolved();
  return;
}

procedure {:entrypoint "module_init"} nvram_init() returns (r: int)
  modifies $M.4;
{
  var i: int;
L0:
  i := 0;
  goto Head;
Head:
  assert i >= 0;
  goto Body, Exit;
Body:
  assume i < 4096;
  $M.4[i] := if i mod 2 == 0 then 0 else 1;
  i := i + 1;
  goto Head;
Exit:
  assume !(i < 4096);
  assert (exists j: int :: j == i && isPositive($M.4, j) <==> $M.4[j] > 0);
  call {:registration "misc_register"} r := misc_register(i);
  return;
}

procedure misc_register(p: int) returns (r: int);
  ensures r == 0 || r < 0;

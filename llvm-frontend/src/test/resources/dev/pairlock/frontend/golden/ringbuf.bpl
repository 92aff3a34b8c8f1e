procedure $lock_acquire(l: int);
procedure $lock_acquire_read(l: int);
procedure $lock_release(l: int);
procedure $lock_tryacquire(l: int) returns (ok: bool);
procedure $lock_unresolved();
procedure $lock_instance(l: int, a: int);
var $M.1: [int]int {:region "the_dev.misc.minor"};
var $M.2: [int]int {:region "the_dev.misc.name"};
var $M.3: [int]int {:region "the_dev.misc.fops"};
var $M.4: [int]int {:region "the_dev.users"};
var $M.5: [int]int {:region "the_dev.shared"};
var $M.6: [int]int {:region "file.private_data"};
var $M.9: [int]int {:region "ring.head"};
var $M.10: [int]int {:region "ring.tail"};
var $M.11: [int]int {:region "ring.data[]"};
const unique $g.__this_module: int {:global "__this_module"};
axiom $g.__this_module == 4096;
const unique $g.ring_fops: int {:global "ring_fops"};
axiom $g.ring_fops == 4112;
const unique $g.__pairlock_module_init_ring_init: int {:global "__pairlock_module_init_ring_init"};
axiom $g.__pairlock_module_init_ring_init == 4320;
const unique $g.__pairlock_module_exit_ring_exit: int {:global "__pairlock_module_exit_ring_exit"};
axiom $g.__pairlock_module_exit_ring_exit == 4336;
const unique $g.__pairlock_atomic_section: int {:global "__pairlock_atomic_section"};
axiom $g.__pairlock_atomic_section == 4352;
const unique $g.the_dev: int {:global "the_dev"};
axiom $g.the_dev == 4368;
const unique $g..str: int {:global ".str"};
axiom $g..str == 4480;
const unique $lock.ring.lock: int {:lock "ring.lock", "spinlock"} {:instances "its object is allocated (kzalloc) at ringbuf.c:41 in ring_open, which may run more than once", "0"} {:instance_offsets "$M.10", "8", "$M.11", "12..76", "$M.9", "4"};
const unique $lock.the_dev.open_lock: int {:lock "the_dev.open_lock", "mutex"};
procedure {:cfunction "misc_register"} {:extern} misc_register(a0: int) returns (r: int);

procedure {:global_init} $global_init()
{
  entry:
    assume $M.1[$g.the_dev + 8] == 0;
    assume $M.2[$g.the_dev + 16] == 0;
    assume $M.3[$g.the_dev + 24] == 0;
    assume $M.4[$g.the_dev + 88] == 0;
    assume $M.5[$g.the_dev + 96] == 0;
    return;
}

procedure {:cfunction "ring_read"} {:sourceloc "ringbuf.c", 69, 1} {:param_widths 0, 0, 64, 0} {:entrypoint "file_operations.read"} {:exclusive_param "pos"} {:holds_module} ring_read(file: int, buf: int, n: int, pos: int) returns ($r: int)
  modifies $M.10;
{
  var $t7: int;
  var $L.7: [int]int;
  var $t8: int;
  var $t9: int;
  var $t10: int;
  var c: int;
  var private_data.i: int;
  var $t0: int;
  var add.ptr.i: int;
  var shared: int;
  var $t1: int;
  var lock: int;
  var tail: int;
  var $t2: int;
  var head: int;
  var $t3: int;
  var cmp: bool;
  var lock1: int;
  var data: int;
  var tail2: int;
  var $t4: int;
  var rem: int;
  var idxprom: int;
  var arrayidx: int;
  var $t5: int;
  var tail3: int;
  var $t6: int;
  var inc: int;
  var lock4: int;
  var call5: int;
  var tobool: bool;
  var retval.0: int;

  entry:
    havoc {:object_maps} c;
    assume c >= 1048576;
    private_data.i := file + 48;
    {:sourceloc "ringbuf.c", 33, 9} {:access "read"} $t0 := $M.6[private_data.i];
    add.ptr.i := $t0 + -8;
    shared := add.ptr.i + 96;
    {:sourceloc "ringbuf.c", 71, 34} {:access "read"} $t1 := $M.5[shared];
    lock := $t1;
    assume {:sourceloc "ringbuf.c", 73, 2} {:valid_pointer "spin_lock", lock} true;
    call {:sourceloc "ringbuf.c", 73, 2} $lock_instance($lock.ring.lock, lock);
    call {:sourceloc "ringbuf.c", 73, 2} {:lock_at "acquire", lock} $lock_acquire($lock.ring.lock);
    tail := $t1 + 8;
    {:sourceloc "ringbuf.c", 74, 9} {:access "read"} $t2 := $M.10[tail];
    head := $t1 + 4;
    {:sourceloc "ringbuf.c", 74, 20} {:access "read"} $t3 := $M.9[head];
    cmp := $t2 == $t3;
    goto entry$if.then, entry$if.end;
  entry$if.then:
    assume cmp;
    goto if.then;
  entry$if.end:
    assume !cmp;
    goto if.end;
  if.then:
    lock1 := $t1;
    assume {:sourceloc "ringbuf.c", 75, 3} {:valid_pointer "spin_unlock", lock1} true;
    call {:sourceloc "ringbuf.c", 75, 3} $lock_instance($lock.ring.lock, lock1);
    call {:sourceloc "ringbuf.c", 75, 3} {:lock_at "release", lock1} $lock_release($lock.ring.lock);
    retval.0 := 0;
    goto \return;
  if.end:
    data := $t1 + 12;
    tail2 := $t1 + 8;
    {:sourceloc "ringbuf.c", 78, 17} {:access "read"} $t4 := $M.10[tail2];
    $t7 := (if $t4 < 0 then $t4 + 4294967296 else $t4) mod 64;
    rem := if $t7 >= 2147483648 then $t7 - 4294967296 else $t7;
    idxprom := if rem < 0 then rem + 4294967296 else rem;
    arrayidx := data + idxprom;
    {:sourceloc "ringbuf.c", 78, 6} {:access "read"} $t5 := $M.11[arrayidx];
    {:sourceloc "ringbuf.c", 78, 4} $L.7[c] := $t5;
    tail3 := $t1 + 8;
    {:sourceloc "ringbuf.c", 79, 9} {:access "read"} $t6 := $M.10[tail3];
    $t8 := ($t6 + 1) mod 4294967296;
    inc := if $t8 >= 2147483648 then $t8 - 4294967296 else $t8;
    {:sourceloc "ringbuf.c", 79, 9} {:access "write"} $M.10[tail3] := inc;
    lock4 := $t1;
    assume {:sourceloc "ringbuf.c", 80, 2} {:valid_pointer "spin_unlock", lock4} true;
    call {:sourceloc "ringbuf.c", 80, 2} $lock_instance($lock.ring.lock, lock4);
    call {:sourceloc "ringbuf.c", 80, 2} {:lock_at "release", lock4} $lock_release($lock.ring.lock);
    havoc $t9;
    assume c <= $t9 && $t9 < c + 1;
    {:sourceloc "ringbuf.c", 81, 6} $t10 := $L.7[$t9];
    havoc {:overapprox "the result of copy_to_user"} call5;
    tobool := call5 != 0;
    goto if.end$if.then6, if.end$if.end7;
  if.end$if.then6:
    assume tobool;
    goto if.then6;
  if.end$if.end7:
    assume !tobool;
    goto if.end7;
  if.then6:
    retval.0 := -14;
    goto \return;
  if.end7:
    retval.0 := 1;
    goto \return;
  \return:
    $r := retval.0;
    return;
}

procedure {:cfunction "ring_write"} {:sourceloc "ringbuf.c", 54, 1} {:param_widths 0, 0, 64, 0} {:entrypoint "file_operations.write"} {:exclusive_param "pos"} {:holds_module} ring_write(file: int, buf: int, n: int, pos: int) returns ($r: int)
  modifies $M.9, $M.11;
{
  var $L.8: [int]int;
  var $t5: int;
  var $t6: int;
  var $t7: int;
  var $t8: int;
  var c: int;
  var private_data.i: int;
  var $t0: int;
  var add.ptr.i: int;
  var shared: int;
  var $t1: int;
  var cmp: bool;
  var call1: int;
  var tobool: bool;
  var lock: int;
  var $t2: int;
  var data: int;
  var head: int;
  var $t3: int;
  var rem: int;
  var idxprom: int;
  var arrayidx: int;
  var head4: int;
  var $t4: int;
  var inc: int;
  var lock5: int;
  var retval.0: int;

  entry:
    havoc {:object_maps} c;
    assume c >= 1048576;
    private_data.i := file + 48;
    {:sourceloc "ringbuf.c", 33, 9} {:access "read"} $t0 := $M.6[private_data.i];
    add.ptr.i := $t0 + -8;
    shared := add.ptr.i + 96;
    {:sourceloc "ringbuf.c", 56, 34} {:access "read"} $t1 := $M.5[shared];
    cmp := (if n < 0 then n + 18446744073709551616 else n) < 1;
    goto entry$if.then, entry$if.end;
  entry$if.then:
    assume cmp;
    goto if.then;
  entry$if.end:
    assume !cmp;
    goto if.end;
  if.then:
    retval.0 := 0;
    goto \return;
  if.end:
    havoc $t5;
    assume c <= $t5 && $t5 < c + 1;
    havoc {:covered_by_access} $L.8;
    havoc {:overapprox "a value a library function writes"} $t6;
    {:sourceloc "ringbuf.c", 60, 6} $L.8[$t5] := $t6;
    havoc {:overapprox "the result of copy_from_user"} call1;
    tobool := call1 != 0;
    goto if.end$if.then2, if.end$if.end3;
  if.end$if.then2:
    assume tobool;
    goto if.then2;
  if.end$if.end3:
    assume !tobool;
    goto if.end3;
  if.then2:
    retval.0 := -14;
    goto \return;
  if.end3:
    lock := $t1;
    assume {:sourceloc "ringbuf.c", 62, 2} {:valid_pointer "spin_lock", lock} true;
    call {:sourceloc "ringbuf.c", 62, 2} $lock_instance($lock.ring.lock, lock);
    call {:sourceloc "ringbuf.c", 62, 2} {:lock_at "acquire", lock} $lock_acquire($lock.ring.lock);
    {:sourceloc "ringbuf.c", 63, 28} $t2 := $L.8[c];
    data := $t1 + 12;
    head := $t1 + 4;
    {:sourceloc "ringbuf.c", 63, 13} {:access "read"} $t3 := $M.9[head];
    $t7 := (if $t3 < 0 then $t3 + 4294967296 else $t3) mod 64;
    rem := if $t7 >= 2147483648 then $t7 - 4294967296 else $t7;
    idxprom := if rem < 0 then rem + 4294967296 else rem;
    arrayidx := data + idxprom;
    {:sourceloc "ringbuf.c", 63, 26} {:access "write"} $M.11[arrayidx] := $t2;
    head4 := $t1 + 4;
    {:sourceloc "ringbuf.c", 64, 9} {:access "read"} $t4 := $M.9[head4];
    $t8 := ($t4 + 1) mod 4294967296;
    inc := if $t8 >= 2147483648 then $t8 - 4294967296 else $t8;
    {:sourceloc "ringbuf.c", 64, 9} {:access "write"} $M.9[head4] := inc;
    lock5 := $t1;
    assume {:sourceloc "ringbuf.c", 65, 2} {:valid_pointer "spin_unlock", lock5} true;
    call {:sourceloc "ringbuf.c", 65, 2} $lock_instance($lock.ring.lock, lock5);
    call {:sourceloc "ringbuf.c", 65, 2} {:lock_at "release", lock5} $lock_release($lock.ring.lock);
    retval.0 := 1;
    goto \return;
  \return:
    $r := retval.0;
    return;
}

procedure {:cfunction "ring_open"} {:sourceloc "ringbuf.c", 36, 1} {:entrypoint "file_operations.open"} {:exclusive_param "file"} {:holds_module} ring_open(inode: int, file: int) returns ($r: int)
  modifies $M.4, $M.5;
{
  var $t0: int;
  var tobool: bool;
  var call$: int;
  var tobool1: bool;
  var lock: int;
  var $t1: int;
  var inc: int;
  var retval.0: int;

  entry:
    call {:sourceloc "ringbuf.c", 39, 2} {:lock_at "acquire", $g.the_dev} $lock_acquire($lock.the_dev.open_lock);
    {:sourceloc "ringbuf.c", 40, 15} {:access "read"} $t0 := $M.5[$g.the_dev + 96];
    tobool := $t0 != 0;
    goto entry$if.end3, entry$if.then;
  entry$if.end3:
    assume tobool;
    goto if.end3;
  entry$if.then:
    assume !tobool;
    goto if.then;
  if.then:
    havoc {:sourceloc "ringbuf.c", 41, 7} {:object_maps "$M.9", "$M.10", "$M.11"} call$;
    assume call$ == 0 || call$ >= 1048576;
    tobool1 := call$ != 0;
    goto if.then$if.end, if.then$if.then2;
  if.then$if.end:
    assume tobool1;
    goto if.end;
  if.then$if.then2:
    assume !tobool1;
    goto if.then2;
  if.then2:
    call {:sourceloc "ringbuf.c", 43, 4} {:lock_at "release", $g.the_dev} $lock_release($lock.the_dev.open_lock);
    retval.0 := -12;
    goto \return;
  if.end:
    lock := call$;
    assume {:sourceloc "ringbuf.c", 46, 3} {:valid_pointer "spin_lock_init", lock} true;
    {:sourceloc "ringbuf.c", 47, 18} {:access "write"} $M.5[$g.the_dev + 96] := call$;
    goto if.end3;
  if.end3:
    {:sourceloc "ringbuf.c", 49, 15} {:access "read"} $t1 := $M.4[$g.the_dev + 88];
    inc := $t1 + 1;
    {:sourceloc "ringbuf.c", 49, 15} {:access "write"} $M.4[$g.the_dev + 88] := inc;
    call {:sourceloc "ringbuf.c", 50, 2} {:lock_at "release", $g.the_dev} $lock_release($lock.the_dev.open_lock);
    retval.0 := 0;
    goto \return;
  \return:
    $r := retval.0;
    return;
}

procedure {:cfunction "ring_release"} {:sourceloc "ringbuf.c", 86, 1} {:entrypoint "file_operations.release"} {:exclusive_param "file"} {:holds_module} ring_release(inode: int, file: int) returns ($r: int)
  modifies $M.4;
{
  var private_data.i: int;
  var $t0: int;
  var add.ptr.i: int;
  var users: int;
  var $t1: int;
  var dec: int;

  entry:
    private_data.i := file + 48;
    {:sourceloc "ringbuf.c", 33, 9} {:access "read"} $t0 := $M.6[private_data.i];
    add.ptr.i := $t0 + -8;
    users := add.ptr.i + 88;
    {:sourceloc "ringbuf.c", 89, 10} {:access "read"} $t1 := $M.4[users];
    dec := $t1 + -1;
    {:sourceloc "ringbuf.c", 89, 10} {:access "write"} $M.4[users] := dec;
    $r := 0;
    return;
}

procedure {:cfunction "ring_init"} {:sourceloc "ringbuf.c", 101, 1} {:entrypoint "module_init"} ring_init() returns ($r: int)
  modifies $M.1, $M.2, $M.3;
{
  var call$: int;

  entry:
    {:sourceloc "ringbuf.c", 104, 21} {:access "write"} $M.1[$g.the_dev + 8] := 255;
    {:sourceloc "ringbuf.c", 105, 20} {:access "write"} $M.2[$g.the_dev + 8 + 8] := $g..str;
    {:sourceloc "ringbuf.c", 106, 20} {:access "write"} $M.3[$g.the_dev + 8 + 16] := $g.ring_fops;
    call {:sourceloc "ringbuf.c", 107, 9} {:registration "misc_register"} call$ := misc_register($g.the_dev + 8);
    $r := call$;
    return;
}

procedure {:cfunction "ring_exit"} {:sourceloc "ringbuf.c", 110, 1} {:entrypoint "module_exit"} ring_exit()
  modifies $M.9, $M.10, $M.11;
{
  var $t1: int;
  var $t2: int;
  var $t3: int;
  var $t4: int;
  var $t5: int;
  var $t6: int;
  var call$: int;
  var $t0: int;

  entry:
    havoc {:sourceloc "ringbuf.c", 112, 2} {:overapprox "the result of misc_deregister"} call$;
    {:sourceloc "ringbuf.c", 113, 16} {:access "read"} $t0 := $M.5[$g.the_dev + 96];
    goto entry$free, entry$free.null;
  entry$free:
    assume !($t0 == 0);
    havoc $t1;
    assume $t0 <= $t1 && $t1 < $t0 + 1099511627776;
    havoc {:sourceloc "ringbuf.c", 113, 2} {:covered_by_access} {:frees} $M.9;
    havoc {:overapprox "a value a library function writes"} $t2;
    {:sourceloc "ringbuf.c", 113, 2} {:access "write"} $M.9[$t1] := $t2;
    havoc $t3;
    assume $t0 <= $t3 && $t3 < $t0 + 1099511627776;
    havoc {:sourceloc "ringbuf.c", 113, 2} {:covered_by_access} {:frees} $M.10;
    havoc {:overapprox "a value a library function writes"} $t4;
    {:sourceloc "ringbuf.c", 113, 2} {:access "write"} $M.10[$t3] := $t4;
    havoc $t5;
    assume $t0 <= $t5 && $t5 < $t0 + 1099511627776;
    havoc {:sourceloc "ringbuf.c", 113, 2} {:covered_by_access} {:frees} $M.11;
    havoc {:overapprox "a value a library function writes"} $t6;
    {:sourceloc "ringbuf.c", 113, 2} {:access "write"} $M.11[$t5] := $t6;
    goto entry$freed;
  entry$free.null:
    assume $t0 == 0;
    goto entry$freed;
  entry$freed:
    return;
}

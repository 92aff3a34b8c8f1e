procedure $lock_acquire(l: int);
procedure $lock_acquire_read(l: int);
procedure $lock_release(l: int);
procedure $lock_tryacquire(l: int) returns (ok: bool);
procedure $lock_unresolved();
var $M.1: [int]int {:region "nvram_len"};
var $M.2: [int]int {:region "open_count"};
var $M.3: [int]int {:region "file.f_pos"};
var $M.4: [int]int {:region "nvram_read.ppos"};
var $M.5: [int]int {:region "nvram_data[]"};
const unique $g.nvram_mutex: int {:global "nvram_mutex"};
axiom $g.nvram_mutex == 4096;
const unique $g.nvram_len: int {:global "nvram_len"};
axiom $g.nvram_len == 4112;
const unique $g.__this_module: int {:global "__this_module"};
axiom $g.__this_module == 4128;
const unique $g.nvram_fops: int {:global "nvram_fops"};
axiom $g.nvram_fops == 4144;
const unique $g..str: int {:global ".str"};
axiom $g..str == 4352;
const unique $g.nvram_dev: int {:global "nvram_dev"};
axiom $g.nvram_dev == 4368;
const unique $g.__pairlock_module_init_nvram_init: int {:global "__pairlock_module_init_nvram_init"};
axiom $g.__pairlock_module_init_nvram_init == 4448;
const unique $g.__pairlock_module_exit_nvram_exit: int {:global "__pairlock_module_exit_nvram_exit"};
axiom $g.__pairlock_module_exit_nvram_exit == 4464;
const unique $g.__pairlock_atomic_section: int {:global "__pairlock_atomic_section"};
axiom $g.__pairlock_atomic_section == 4480;
const unique $g.nvram_data: int {:global "nvram_data"};
axiom $g.nvram_data == 4496;
const unique $g.open_count: int {:global "open_count"};
axiom $g.open_count == 4624;
const unique $lock.nvram_mutex: int {:lock "nvram_mutex", "mutex"};
procedure {:cfunction "misc_register"} {:extern} misc_register(a0: int) returns (r: int);

procedure {:global_init} $global_init()
{
  entry:
    assume $M.1[$g.nvram_len] == 128;
    assume $M.2[$g.open_count] == 0;
    return;
}

procedure {:cfunction "nvram_llseek"} {:sourceloc "nvram.c", 15, 1} {:param_widths 0, 64, 32} {:entrypoint "file_operations.llseek"} {:holds_module} nvram_llseek(file: int, offset: int, origin: int) returns ($r: int)
  modifies $M.3;
{
  var f_pos: int;
  var $t0: int;
  var add: int;
  var $t1: int;
  var conv: int;
  var add3: int;
  var offset.addr.0: int;
  var cmp: bool;
  var $t2: int;
  var conv5: int;
  var cmp6: bool;
  var f_pos8: int;
  var f_pos9: int;
  var $t3: int;
  var retval.0: int;

  entry:
    goto entry$sw.default, entry$sw.bb, entry$sw.bb1, entry$sw.bb2;
  entry$sw.bb:
    assume origin == 0;
    goto sw.bb;
  entry$sw.bb1:
    assume origin == 1;
    goto sw.bb1;
  entry$sw.bb2:
    assume origin == 2;
    goto sw.bb2;
  entry$sw.default:
    assume origin != 0 && origin != 1 && origin != 2;
    goto sw.default;
  sw.bb:
    offset.addr.0 := offset;
    goto sw.epilog;
  sw.bb1:
    f_pos := file + 40;
    {:sourceloc "nvram.c", 21, 19} {:access "read"} $t0 := $M.3[f_pos];
    add := offset + $t0;
    offset.addr.0 := add;
    goto sw.epilog;
  sw.bb2:
    {:sourceloc "nvram.c", 24, 13} {:access "read"} $t1 := $M.1[$g.nvram_len];
    conv := $t1;
    add3 := offset + conv;
    offset.addr.0 := add3;
    goto sw.epilog;
  sw.default:
    retval.0 := -22;
    goto \return;
  sw.epilog:
    cmp := offset.addr.0 < 0;
    goto sw.epilog$if.then, sw.epilog$lor.lhs.false;
  sw.epilog$if.then:
    assume cmp;
    goto if.then;
  sw.epilog$lor.lhs.false:
    assume !cmp;
    goto lor.lhs.false;
  lor.lhs.false:
    {:sourceloc "nvram.c", 29, 29} {:access "read"} $t2 := $M.1[$g.nvram_len];
    conv5 := $t2;
    cmp6 := offset.addr.0 > conv5;
    goto lor.lhs.false$if.then, lor.lhs.false$if.end;
  lor.lhs.false$if.then:
    assume cmp6;
    goto if.then;
  lor.lhs.false$if.end:
    assume !cmp6;
    goto if.end;
  if.then:
    retval.0 := -22;
    goto \return;
  if.end:
    f_pos8 := file + 40;
    {:sourceloc "nvram.c", 31, 14} {:access "write"} $M.3[f_pos8] := offset.addr.0;
    f_pos9 := file + 40;
    {:sourceloc "nvram.c", 32, 15} {:access "read"} $t3 := $M.3[f_pos9];
    retval.0 := $t3;
    goto \return;
  \return:
    $r := retval.0;
    return;
}

procedure {:cfunction "nvram_read"} {:sourceloc "nvram.c", 35, 1} {:param_widths 0, 0, 64, 0} {:entrypoint "file_operations.read"} {:exclusive_param "ppos"} {:holds_module} nvram_read(file: int, buf: int, count: int, ppos: int) returns ($r: int)
  modifies $M.4;
{
  var $t8: int;
  var $t9: int;
  var $t0: int;
  var $t1: int;
  var conv: int;
  var cmp: bool;
  var $t2: int;
  var conv2: int;
  var $t3: int;
  var sub: int;
  var cmp3: bool;
  var $t4: int;
  var conv5: int;
  var $t5: int;
  var sub6: int;
  var cond: int;
  var $t6: int;
  var add.ptr: int;
  var call$: int;
  var tobool: bool;
  var $t7: int;
  var add: int;
  var retval.0: int;

  entry:
    call {:sourceloc "nvram.c", 38, 2} {:lock_at "acquire", $g.nvram_mutex} $lock_acquire($lock.nvram_mutex);
    {:sourceloc "nvram.c", 39, 6} {:access "read"} $t0 := $M.4[ppos];
    {:sourceloc "nvram.c", 39, 15} {:access "read"} $t1 := $M.1[$g.nvram_len];
    conv := $t1;
    cmp := $t0 >= conv;
    goto entry$if.then, entry$if.end;
  entry$if.then:
    assume cmp;
    goto if.then;
  entry$if.end:
    assume !cmp;
    goto if.end;
  if.then:
    call {:sourceloc "nvram.c", 40, 3} {:lock_at "release", $g.nvram_mutex} $lock_release($lock.nvram_mutex);
    retval.0 := 0;
    goto \return;
  if.end:
    {:sourceloc "nvram.c", 43, 6} {:access "read"} $t2 := $M.1[$g.nvram_len];
    conv2 := $t2;
    {:sourceloc "nvram.c", 43, 6} {:access "read"} $t3 := $M.4[ppos];
    sub := conv2 - $t3;
    cmp3 := (if count < 0 then count + 18446744073709551616 else count) < (if sub < 0 then sub + 18446744073709551616 else sub);
    goto if.end$cond.true, if.end$cond.false;
  if.end$cond.true:
    assume cmp3;
    goto cond.true;
  if.end$cond.false:
    assume !cmp3;
    goto cond.false;
  cond.true:
    cond := count;
    goto cond.end;
  cond.false:
    {:sourceloc "nvram.c", 43, 6} {:access "read"} $t4 := $M.1[$g.nvram_len];
    conv5 := $t4;
    {:sourceloc "nvram.c", 43, 6} {:access "read"} $t5 := $M.4[ppos];
    sub6 := conv5 - $t5;
    cond := sub6;
    goto cond.end;
  cond.end:
    {:sourceloc "nvram.c", 44, 37} {:access "read"} $t6 := $M.4[ppos];
    add.ptr := $g.nvram_data + $t6;
    havoc $t8;
    assume add.ptr <= $t8 && $t8 < add.ptr + cond;
    {:sourceloc "nvram.c", 44, 6} {:access "read"} $t9 := $M.5[$t8];
    havoc {:overapprox "the result of copy_to_user"} call$;
    tobool := call$ != 0;
    goto cond.end$if.then7, cond.end$if.end8;
  cond.end$if.then7:
    assume tobool;
    goto if.then7;
  cond.end$if.end8:
    assume !tobool;
    goto if.end8;
  if.then7:
    call {:sourceloc "nvram.c", 45, 3} {:lock_at "release", $g.nvram_mutex} $lock_release($lock.nvram_mutex);
    retval.0 := -14;
    goto \return;
  if.end8:
    {:sourceloc "nvram.c", 48, 8} {:access "read"} $t7 := $M.4[ppos];
    add := $t7 + cond;
    {:sourceloc "nvram.c", 48, 8} {:access "write"} $M.4[ppos] := add;
    call {:sourceloc "nvram.c", 49, 2} {:lock_at "release", $g.nvram_mutex} $lock_release($lock.nvram_mutex);
    retval.0 := cond;
    goto \return;
  \return:
    $r := retval.0;
    return;
}

procedure {:cfunction "nvram_open"} {:sourceloc "nvram.c", 53, 1} {:entrypoint "file_operations.open"} {:exclusive_param "file"} {:holds_module} nvram_open(inode: int, file: int) returns ($r: int)
  modifies $M.2;
{
  var $t1: bool;
  var call$: int;
  var tobool: bool;
  var $t0: int;
  var inc: int;
  var retval.0: int;

  entry:
    call {:sourceloc "nvram.c", 55, 6} {:lock_at "tryacquire", $g.nvram_mutex} $t1 := $lock_tryacquire($lock.nvram_mutex);
    call$ := if $t1 then 0 else -4;
    tobool := call$ != 0;
    goto entry$if.then, entry$if.end;
  entry$if.then:
    assume tobool;
    goto if.then;
  entry$if.end:
    assume !tobool;
    goto if.end;
  if.then:
    retval.0 := -512;
    goto \return;
  if.end:
    {:sourceloc "nvram.c", 57, 12} {:access "read"} $t0 := $M.2[$g.open_count];
    inc := $t0 + 1;
    {:sourceloc "nvram.c", 57, 12} {:access "write"} $M.2[$g.open_count] := inc;
    call {:sourceloc "nvram.c", 58, 2} {:lock_at "release", $g.nvram_mutex} $lock_release($lock.nvram_mutex);
    retval.0 := 0;
    goto \return;
  \return:
    $r := retval.0;
    return;
}

procedure {:cfunction "nvram_release"} {:sourceloc "nvram.c", 62, 1} {:entrypoint "file_operations.release"} {:exclusive_param "file"} {:holds_module} nvram_release(inode: int, file: int) returns ($r: int)
  modifies $M.2;
{
  var $t0: int;
  var dec: int;

  entry:
    {:sourceloc "nvram.c", 64, 12} {:access "read"} $t0 := $M.2[$g.open_count];
    dec := $t0 + -1;
    {:sourceloc "nvram.c", 64, 12} {:access "write"} $M.2[$g.open_count] := dec;
    $r := 0;
    return;
}

procedure {:cfunction "nvram_init"} {:sourceloc "nvram.c", 82, 1} {:entrypoint "module_init"} nvram_init() returns ($r: int)
{
  var call$: int;

  entry:
    call {:sourceloc "nvram.c", 84, 9} {:registration "misc_register"} call$ := misc_register($g.nvram_dev);
    $r := call$;
    return;
}

procedure {:cfunction "nvram_exit"} {:sourceloc "nvram.c", 87, 1} {:entrypoint "module_exit"} nvram_exit()
{
  var call$: int;

  entry:
    havoc {:sourceloc "nvram.c", 89, 2} {:overapprox "the result of misc_deregister"} call$;
    return;
}

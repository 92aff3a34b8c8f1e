procedure $lock_acquire(l: int);
procedure $lock_acquire_read(l: int);
procedure $lock_release(l: int);
procedure $lock_tryacquire(l: int) returns (ok: bool);
procedure $lock_unresolved();
var $M.1: [int]int {:region "stats"};
var $M.2: [int]int {:region "devs[].head"};
var $M.3: [int]int {:region "mydev.ring[]"};
var $M.4: [int]int {:region "mydev.head"};
const unique $g.stats_lock: int {:global "stats_lock"};
axiom $g.stats_lock == 4096;
const unique $g.stats: int {:global "stats"};
axiom $g.stats == 4112;
const unique $g.devs: int {:global "devs"};
axiom $g.devs == 4128;
const unique $g.__pairlock_atomic_section: int {:global "__pairlock_atomic_section"};
axiom $g.__pairlock_atomic_section == 4224;
const unique $lock.mydev.lock: int {:lock "mydev.lock", "spinlock"};
const unique $lock.stats_lock: int {:lock "stats_lock", "spinlock"};
const unique $lock.mydev.io: int {:lock "mydev.io", "mutex"};

procedure {:global_init} $global_init()
{
  entry:
    assume $M.1[$g.stats] == 0;
    assume $M.2[$g.devs + 40] == 0;
    assume $M.2[$g.devs + 84] == 0;
    return;
}

procedure {:cfunction "push"} {:sourceloc "locks.c", 17, 1} push(d: int, v: int)
  modifies $M.3, $M.4;
{
  var lock: int;
  var call$: int;
  var ring: int;
  var head: int;
  var $t0: int;
  var idxprom: int;
  var arrayidx: int;
  var head1: int;
  var $t1: int;
  var add: int;
  var rem: int;
  var head2: int;
  var lock3: int;

  entry:
    lock := d;
    assume {:sourceloc "locks.c", 20, 3} {:valid_pointer "spin_lock_irqsave", lock} true;
    call {:sourceloc "locks.c", 20, 3} {:lock_at "acquire", lock} $lock_acquire($lock.mydev.lock);
    havoc {:overapprox "the result of spin_lock_irqsave"} call$;
    ring := d + 8;
    head := d + 40;
    {:sourceloc "locks.c", 21, 14} {:access "read"} $t0 := $M.4[head];
    idxprom := $t0;
    arrayidx := ring + idxprom * 4;
    {:sourceloc "locks.c", 21, 20} {:access "write"} $M.3[arrayidx] := v;
    head1 := d + 40;
    {:sourceloc "locks.c", 22, 17} {:access "read"} $t1 := $M.4[head1];
    add := $t1 + 1;
    rem := if add >= 0 && 8 > 0 then add mod 8 else if add < 0 then 0 - (if add >= 0 then add else 0 - add) mod (if 8 >= 0 then 8 else 0 - 8) else (if add >= 0 then add else 0 - add) mod (if 8 >= 0 then 8 else 0 - 8);
    head2 := d + 40;
    {:sourceloc "locks.c", 22, 11} {:access "write"} $M.4[head2] := rem;
    lock3 := d;
    assume {:sourceloc "locks.c", 23, 3} {:valid_pointer "spin_unlock_irqrestore", lock3} true;
    call {:sourceloc "locks.c", 23, 3} {:lock_at "release", lock3} $lock_release($lock.mydev.lock);
    return;
}

procedure {:cfunction "count"} {:sourceloc "locks.c", 26, 1} count()
  modifies $M.1;
{
  var $t0: int;
  var inc: int;
  var $t1: int;
  var dec: int;

  entry:
    call {:sourceloc "locks.c", 28, 3} {:lock_at "acquire", $g.stats_lock} $lock_acquire($lock.stats_lock);
    {:sourceloc "locks.c", 29, 8} {:access "read"} $t0 := $M.1[$g.stats];
    inc := $t0 + 1;
    {:sourceloc "locks.c", 29, 8} {:access "write"} $M.1[$g.stats] := inc;
    call {:sourceloc "locks.c", 30, 3} {:lock_at "release", $g.stats_lock} $lock_release($lock.stats_lock);
    call {:sourceloc "locks.c", 31, 3} {:lock_at "acquire", $g.stats_lock} $lock_acquire($lock.stats_lock);
    {:sourceloc "locks.c", 32, 8} {:access "read"} $t1 := $M.1[$g.stats];
    dec := $t1 + -1;
    {:sourceloc "locks.c", 32, 8} {:access "write"} $M.1[$g.stats] := dec;
    call {:sourceloc "locks.c", 33, 3} {:lock_at "release", $g.stats_lock} $lock_release($lock.stats_lock);
    return;
}

procedure {:cfunction "try_io"} {:sourceloc "locks.c", 36, 1} try_io(d: int) returns ($r: int)
  modifies $M.4;
{
  var $t0: bool;
  var io: int;
  var call$: int;
  var tobool: bool;
  var head: int;
  var io1: int;
  var retval.0: int;

  entry:
    io := d + 4;
    assume {:sourceloc "locks.c", 38, 8} {:valid_pointer "mutex_trylock", io} true;
    call {:sourceloc "locks.c", 38, 8} {:lock_at "tryacquire", io} $t0 := $lock_tryacquire($lock.mydev.io);
    call$ := if $t0 then 1 else 0;
    tobool := call$ != 0;
    goto entry$if.end, entry$if.then;
  entry$if.end:
    assume tobool;
    goto if.end;
  entry$if.then:
    assume !tobool;
    goto if.then;
  if.then:
    retval.0 := -16;
    goto \return;
  if.end:
    head := d + 40;
    {:sourceloc "locks.c", 40, 11} {:access "write"} $M.4[head] := 0;
    io1 := d + 4;
    assume {:sourceloc "locks.c", 41, 3} {:valid_pointer "mutex_unlock", io1} true;
    call {:sourceloc "locks.c", 41, 3} {:lock_at "release", io1} $lock_release($lock.mydev.io);
    retval.0 := 0;
    goto \return;
  \return:
    $r := retval.0;
    return;
}

procedure {:cfunction "lock_any"} {:sourceloc "locks.c", 45, 1} lock_any(i: int)
  modifies $M.2;
{
  var idxprom: int;
  var arrayidx: int;
  var lock: int;
  var idxprom1: int;
  var arrayidx2: int;
  var head: int;
  var idxprom3: int;
  var arrayidx4: int;
  var lock5: int;

  entry:
    idxprom := i;
    arrayidx := $g.devs + idxprom * 44;
    lock := arrayidx;
    assume {:sourceloc "locks.c", 47, 3} {:valid_pointer "spin_lock", lock} true;
    call {:sourceloc "locks.c", 47, 3} {:unresolved_lock "spin_lock: the lock is an element of an array (one abstract location for many locks)"} {:lock_at "acquire", lock} $lock_unresolved();
    idxprom1 := i;
    arrayidx2 := $g.devs + idxprom1 * 44;
    head := arrayidx2 + 40;
    {:sourceloc "locks.c", 48, 16} {:access "write"} $M.2[head] := i;
    idxprom3 := i;
    arrayidx4 := $g.devs + idxprom3 * 44;
    lock5 := arrayidx4;
    assume {:sourceloc "locks.c", 49, 3} {:valid_pointer "spin_unlock", lock5} true;
    call {:sourceloc "locks.c", 49, 3} {:unresolved_lock "spin_unlock: the lock is an element of an array (one abstract location for many locks)"} {:lock_at "release", lock5} $lock_unresolved();
    return;
}

procedure {:cfunction "asm_barrier"} {:sourceloc "locks.c", 52, 1} asm_barrier(d: int)
  modifies $M.4;
{
  var head: int;

  entry:
    head := d + 40;
    {:sourceloc "locks.c", 55, 11} {:access "write"} $M.4[head] := 1;
    return;
}

procedure $lock_acquire(l: int);
procedure $lock_acquire_read(l: int);
procedure $lock_release(l: int);
procedure $lock_tryacquire(l: int) returns (ok: bool);
procedure $lock_unresolved();
var $M.1: [int]int {:region "current.flags"};
var $M.2: [int]int {:region "counter"};
var $M.3: [int]int {:region "handler"};
var $M.4: [int]int {:region "defaults.mode"};
var $M.5: [int]int {:region "current.table[]"};
const unique $g.defaults: int {:global "defaults"};
axiom $g.defaults == 4096;
const unique $g.current: int {:global "current"};
axiom $g.current == 4128;
const unique $g.counter: int {:global "counter"};
axiom $g.counter == 4160;
const unique $g.handler: int {:global "handler"};
axiom $g.handler == 4176;
const unique $f.negate: int {:function "negate"};
axiom $f.negate == 4336;
const unique $f.twice: int {:function "twice"};
axiom $f.twice == 4320;

procedure {:global_init} $global_init()
{
  entry:
    assume $M.4[$g.defaults] == 2;
    assume $M.1[$g.current + 4] == 0;
    assume $M.5[$g.current + 16] == 0;
    assume $M.2[$g.counter] == 0;
    assume $M.3[$g.handler] == 0;
    return;
}

procedure {:cfunction "wrap_add"} {:sourceloc "basics.c", 20, 1} wrap_add(a: int, b: int) returns ($r: int)
{
  var $t0: int;
  var add: int;

  entry:
    $t0 := (a + b) mod 4294967296;
    add := if $t0 >= 2147483648 then $t0 - 4294967296 else $t0;
    $r := add;
    return;
}

procedure {:cfunction "mixed"} {:sourceloc "basics.c", 22, 1} mixed(a: int, u: int, l: int, c: int) returns ($r: int)
{
  var $t0: int;
  var $t1: int;
  var $t2: int;
  var div$: int;
  var rem: int;
  var add: int;
  var div1: int;
  var shr: int;
  var and: int;
  var or: int;
  var conv: int;
  var cmp: bool;
  var conv3: int;
  var add4: int;
  var r.0: int;
  var add5: int;
  var conv6: int;
  var add7: int;
  var add8: int;
  var add9: int;
  var conv10: int;
  var add11: int;

  entry:
    div$ := if a >= 0 && 3 > 0 then a div 3 else if (a >= 0) != (3 > 0) then 0 - (if a >= 0 then a else 0 - a) div (if 3 >= 0 then 3 else 0 - 3) else (if a >= 0 then a else 0 - a) div (if 3 >= 0 then 3 else 0 - 3);
    rem := if a >= 0 && 5 > 0 then a mod 5 else if a < 0 then 0 - (if a >= 0 then a else 0 - a) mod (if 5 >= 0 then 5 else 0 - 5) else (if a >= 0 then a else 0 - a) mod (if 5 >= 0 then 5 else 0 - 5);
    add := div$ + rem;
    $t0 := (if u < 0 then u + 4294967296 else u) div 7;
    div1 := if $t0 >= 2147483648 then $t0 - 4294967296 else $t0;
    shr := l div 4;
    and := a mod 256;
    havoc {:overapprox "a bitwise or"} {:exact "or", 32, a, 4} or;
    $t1 := a mod 256;
    conv := if $t1 >= 128 then $t1 - 256 else $t1;
    cmp := (if u < 0 then u + 4294967296 else u) < 10;
    goto entry$if.then, entry$if.end;
  entry$if.then:
    assume cmp;
    goto if.then;
  entry$if.end:
    assume !cmp;
    r.0 := add;
    goto if.end;
  if.then:
    conv3 := c;
    add4 := add + conv3;
    r.0 := add4;
    goto if.end;
  if.end:
    add5 := r.0 + div1;
    $t2 := shr mod 4294967296;
    conv6 := if $t2 >= 2147483648 then $t2 - 4294967296 else $t2;
    add7 := add5 + conv6;
    add8 := add7 + and;
    add9 := add8 + or;
    conv10 := if conv < 0 then conv + 256 else conv;
    add11 := add9 + conv10;
    $r := add11;
    return;
}

procedure {:cfunction "loop"} {:sourceloc "basics.c", 34, 1} loop(n: int) returns ($r: int)
{
  var s.0: int;
  var i.0: int;
  var cmp: bool;
  var add: int;
  var cmp1: bool;
  var inc: int;
  var s.1: int;
  var cmp2: bool;
  var sub: int;
  var cond: int;

  entry:
    s.0, i.0 := 0, 0;
    goto for.cond;
  for.cond:
    cmp := i.0 < n;
    goto for.cond$for.body, for.cond$for.end;
  for.cond$for.body:
    assume cmp;
    goto for.body;
  for.cond$for.end:
    assume !cmp;
    s.1 := s.0;
    goto for.end;
  for.body:
    add := s.0 + i.0;
    cmp1 := add > 100;
    goto for.body$if.then, for.body$if.end;
  for.body$if.then:
    assume cmp1;
    goto if.then;
  for.body$if.end:
    assume !cmp1;
    goto if.end;
  if.then:
    s.1 := add;
    goto for.end;
  if.end:
    goto for.inc;
  for.inc:
    inc := i.0 + 1;
    s.0, i.0 := add, inc;
    goto for.cond;
  for.end:
    cmp2 := s.1 > 50;
    goto for.end$cond.true, for.end$cond.false;
  for.end$cond.true:
    assume cmp2;
    goto cond.true;
  for.end$cond.false:
    assume !cmp2;
    goto cond.false;
  cond.true:
    cond := s.1;
    goto cond.end;
  cond.false:
    sub := 0 - s.1;
    cond := sub;
    goto cond.end;
  cond.end:
    $r := cond;
    return;
}

procedure {:cfunction "classify"} {:sourceloc "basics.c", 44, 1} classify(k: int) returns ($r: int)
{
  var retval.0: int;

  entry:
    goto entry$sw.default, entry$sw.bb, entry$sw.bb.1, entry$sw.bb1;
  entry$sw.bb:
    assume k == 1;
    goto sw.bb;
  entry$sw.bb.1:
    assume k == 2;
    goto sw.bb;
  entry$sw.bb1:
    assume k == 7;
    goto sw.bb1;
  entry$sw.default:
    assume k != 1 && k != 2 && k != 7;
    goto sw.default;
  sw.bb:
    retval.0 := 10;
    goto \return;
  sw.bb1:
    retval.0 := 70;
    goto \return;
  sw.default:
    retval.0 := 0;
    goto \return;
  \return:
    $r := retval.0;
    return;
}

procedure {:cfunction "reset"} {:sourceloc "basics.c", 56, 1} reset()
  modifies $M.1, $M.2, $M.5;
{
  var $t1: int;
  var $t2: int;
  var $t3: int;
  var $t4: int;
  var $t5: int;
  var $t6: int;
  var $t7: int;
  var $t0: int;
  var inc: int;

  entry:
    havoc $t1;
    assume $g.defaults <= $t1 && $t1 < $g.defaults + 32;
    {:sourceloc "basics.c", 57, 3} {:access "read"} $t2 := $M.4[$t1];
    havoc $t3;
    assume $g.current <= $t3 && $t3 < $g.current + 32;
    havoc {:covered_by_access} $M.1;
    havoc {:overapprox "a value a library function writes"} $t4;
    {:sourceloc "basics.c", 57, 3} {:access "write"} $M.1[$t3] := $t4;
    havoc $t5;
    assume $g.current + 16 <= $t5 && $t5 < $g.current + 16 + 16;
    havoc {:covered_by_access} $M.5;
    havoc {:overapprox "a value a library function writes"} $t6;
    {:sourceloc "basics.c", 58, 3} {:access "write"} $M.5[$t5] := $t6;
    {:sourceloc "basics.c", 59, 10} {:access "read"} $t0 := $M.2[$g.counter];
    $t7 := ($t0 + 1) mod 4294967296;
    inc := if $t7 >= 2147483648 then $t7 - 4294967296 else $t7;
    {:sourceloc "basics.c", 59, 10} {:access "write"} $M.2[$g.counter] := inc;
    return;
}

procedure {:cfunction "dispatch"} {:sourceloc "basics.c", 62, 1} dispatch(v: int, which: int) returns ($r: int)
  modifies $M.3;
{
  var tobool: bool;
  var $t0: int;
  var cond: int;
  var $t1: int;
  var call$: int;

  entry:
    tobool := which != 0;
    $t0 := if tobool then 1 else 0;
    cond := if tobool then $f.twice else $f.negate;
    {:sourceloc "basics.c", 63, 11} {:access "write"} $M.3[$g.handler] := cond;
    {:sourceloc "basics.c", 64, 10} {:access "read"} $t1 := $M.3[$g.handler];
    goto entry$to.negate, entry$to.twice;
  entry$to.negate:
    assume $t1 == $f.negate;
    call {:sourceloc "basics.c", 64, 10} call$ := negate(v);
    goto entry$call;
  entry$to.twice:
    assume $t1 == $f.twice;
    call {:sourceloc "basics.c", 64, 10} call$ := twice(v);
    goto entry$call;
  entry$call:
    $r := call$;
    return;
}

procedure {:cfunction "twice"} {:sourceloc "basics.c", 17, 1} twice(x: int) returns ($r: int)
{
  var mul: int;

  entry:
    mul := 2 * x;
    $r := mul;
    return;
}

procedure {:cfunction "negate"} {:sourceloc "basics.c", 18, 1} negate(x: int) returns ($r: int)
{
  var sub: int;

  entry:
    sub := 0 - x;
    $r := sub;
    return;
}

procedure {:cfunction "is_enabled"} {:sourceloc "basics.c", 67, 1} is_enabled() returns ($r: bool)
{
  var $t0: int;
  var conv: int;
  var and: int;
  var tobool: bool;

  entry:
    {:sourceloc "basics.c", 67, 40} {:access "read"} $t0 := $M.1[$g.current + 4];
    conv := if $t0 < 0 then $t0 + 256 else $t0;
    and := conv mod 2;
    tobool := and != 0;
    $r := tobool;
    return;
}

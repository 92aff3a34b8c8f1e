package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * What an inline-assembly call may touch, read from its constraint string (GCC's contract, which
 * the compiler relies on too): memory only through its memory operands ({@code "m"} and kin,
 * indirect {@code *} operands in LLVM: an output one is written, an input one read), unless it
 * clobbers {@code "memory"}; its register outputs are its result. So an assembly without memory
 * operands and without the memory clobber ({@code inb}/{@code outb}, {@code rdtsc}) touches no
 * memory, and one whose only memory is its operands ({@code bt %2,%1} on {@code "m"(*addr)})
 * reads or writes exactly them.
 *
 * <p>With the memory clobber, the template must be one x86 instruction known to touch only its
 * memory operand: a {@code lock}-prefixed read-modify-write ({@code lock; bts %1,%0} of {@code
 * set_bit}, {@code lock; incl}, {@code lock; cmpxchg}, ...) or an {@code xchg} (locked by the
 * CPU), optionally behind the kernel's {@code .smp_locks} section entry and its label; the clobber
 * then only orders memory, which the analysis does not use. Such an instruction is atomic: its
 * accesses hold the atomic-access lock ({@link #atomic}). Or a plain {@code mov} between a register
 * and the one memory operand (MMIO {@code readl}/{@code writel}, {@link #MOVE}): one read or one
 * write of that operand, not atomic; the clobber is a compiler barrier there too (it keeps the
 * compiler from caching or moving other accesses across the device access), which orders nothing
 * between threads: no access of its own. A template that calls or jumps
 * elsewhere ({@code call}, {@code jmp}, {@code int}, {@code syscall}) runs code whose effects are
 * not its operands: never modelled here.
 */
final class AsmOperands {
  /** An argument of the call: a memory operand read, written (or both), or a plain value. */
  record Operand(int arg, boolean memory, boolean read, boolean written) {}

  final String text;
  final String constraints;
  final List<Operand> operands;
  final boolean clobbersMemory;
  /** Whether the template is one atomic read-modify-write instruction (see the class comment). */
  final boolean atomic;
  /** Whether the template is one plain move to or from its one memory operand ({@link #MOVE}). */
  final boolean move;

  /** The kernel's .smp_locks entry before a lock prefix (alternatives for UP kernels). */
  private static final Pattern SMP_LOCKS = Pattern.compile(
      "^\\.pushsection \\.smp_locks,\"a\"\\s*\\.balign 4\\s*\\.long 671f - \\.\\s*\\.popsection\\s*"
          + "671:\\s*");

  /** One locked read-modify-write of a memory operand, or an xchg (implicitly locked). */
  private static final Pattern LOCKED_RMW = Pattern.compile(
      "^(lock;?\\s*(bts|btr|btc|inc|dec|add|sub|and|or|xor|xadd|cmpxchg|neg|not)[bwlq]?"
          + "|xchg[bwlq]?)\\s+[^;\\n]*$");

  /**
   * One plain move between a register (or immediate) operand and a memory operand, {@code
   * mov[bwlq] $src, $dst} (AT&T order): the MMIO accessors {@code readl}/{@code writel} of x86's
   * io.h ({@code "movl %1,%0" : "=r"(ret) : "m"(*addr) : "memory"}, {@code "movl %0,%1" : :
   * "r"(val), "m"(*addr) : "memory"}).
   */
  private static final Pattern MOVE = Pattern.compile(
      "^mov[bwlq]?\\s+\\$\\{?(\\d+)(?::\\w+)?\\}?\\s*,\\s*\\$\\{?(\\d+)(?::\\w+)?\\}?$");

  /** Instructions that run code elsewhere: their effects are not the operands'. */
  private static final Pattern CONTROL =
      Pattern.compile("\\b(call|jmp|int|syscall|sysenter|ret)\\b");

  private AsmOperands(String text, String constraints) {
    this.text = text;
    this.constraints = constraints;
    List<Operand> ops = new ArrayList<>();
    boolean clob = false;
    int arg = 0;
    // per template operand ($0, $1, ...: every constraint but the clobbers), its index in ops
    // (-1: a register output)
    List<Integer> templateOps = new ArrayList<>();
    for (String c : constraints.split(",")) {
      String t = c.strip();
      if (t.startsWith("~")) {
        clob |= t.equals("~{memory}");
        continue;
      }
      boolean out = t.startsWith("=");
      boolean indirect = t.replace("=", "").replace("&", "").replace("+", "").startsWith("*");
      if (out && !indirect) {
        templateOps.add(-1);
        continue; // a register output: part of the call's result, no argument
      }
      templateOps.add(ops.size());
      ops.add(new Operand(arg++, indirect, indirect && !out, indirect && out));
    }
    this.clobbersMemory = clob;
    String body = SMP_LOCKS.matcher(text.strip()).replaceFirst("").strip();
    this.atomic = LOCKED_RMW.matcher(body).matches()
        && ops.stream().anyMatch(Operand::memory);
    if (atomic) {
      // a read-modify-write reads and writes its memory operand whatever its constraint says
      // (Linux 6.1 passes set_bit's word as an input "m" with the memory clobber)
      ops.replaceAll(o -> o.memory() ? new Operand(o.arg(), true, true, true) : o);
    }
    this.move = !atomic && move(body, templateOps, ops);
    this.operands = List.copyOf(ops);
  }

  /**
   * Whether {@code body} is one {@link #MOVE} between the one memory operand and a register or
   * immediate one; if so, that memory operand becomes read only (the source) or written only
   * (the destination), whatever its constraint says: writel passes its word as an input "m"
   * and relies on the memory clobber.
   */
  private static boolean move(String body, List<Integer> templateOps, List<Operand> ops) {
    java.util.regex.Matcher m = MOVE.matcher(body.replaceAll("\\s+", " "));
    if (!m.matches() || ops.stream().filter(Operand::memory).count() != 1) {
      return false;
    }
    int src = Integer.parseInt(m.group(1));
    int dst = Integer.parseInt(m.group(2));
    if (src >= templateOps.size() || dst >= templateOps.size()) {
      return false;
    }
    int s = templateOps.get(src);
    int d = templateOps.get(dst);
    boolean srcMemory = s >= 0 && ops.get(s).memory();
    boolean dstMemory = d >= 0 && ops.get(d).memory();
    if (srcMemory == dstMemory) {
      return false;
    }
    int k = srcMemory ? s : d;
    ops.set(k, new Operand(ops.get(k).arg(), true, srcMemory, dstMemory));
    return true;
  }

  static AsmOperands of(LLVMValueRef call) {
    LLVMValueRef asm = LLVMGetCalledValue(call);
    return new AsmOperands(AsmIdioms.text(asm), AsmIdioms.constraints(asm));
  }

  /** For tests: the operands of an assembly template and constraint string. */
  static AsmOperands parse(String text, String constraints) {
    return new AsmOperands(text, constraints);
  }

  /**
   * Whether the assembly's effects are exactly its operands (see the class comment): no memory
   * clobber, or one atomic instruction; the operands counted match the call's arguments, and its
   * result is nothing or one scalar (several register outputs come as a struct: not modelled).
   */
  boolean modelled(LLVMValueRef call) {
    if (clobbersMemory && !atomic && !move || CONTROL.matcher(text).find()) {
      return false;
    }
    if (operands.size() != LLVMGetNumArgOperands(call)) {
      return false;
    }
    return Ir.isVoid(LLVMTypeOf(call)) || Ir.isScalar(LLVMTypeOf(call));
  }
}

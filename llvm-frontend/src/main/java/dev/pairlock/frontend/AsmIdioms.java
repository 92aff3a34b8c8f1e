package dev.pairlock.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.SizeTPointer;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Inline-assembly idioms of the kernel's headers that kernel-tree mode models instead of havocking
 * what the assembly can reach (Linux 6.1, x86).
 *
 * <ul>
 *   <li>An <b>exchange</b>: x86's {@code arch_xchg} (arch/x86/include/asm/cmpxchg.h,
 *       {@code __xchg_op(ptr, v, xchg, "")}: {@code xchg[bwlq] %0, %1} with {@code "+r"(ret),
 *       "+m"(*ptr)}), behind {@code xchg()}, {@code smp_store_mb()} and so
 *       {@code set_current_state()}; and {@code arch_cmpxchg} ({@code __raw_cmpxchg}: {@code
 *       LOCK_PREFIX "cmpxchg[bwlq] %2, %1"} with {@code "=a"(ret), "+m"(*ptr) : "r"(new),
 *       "0"(old)}). Both are one locked read-modify-write of the {@code size} bytes at
 *       {@code *ptr} and nothing else (the {@code "memory"} clobber only keeps the compiler from
 *       moving other accesses across); the result is the word's old value.
 * </ul>
 *
 * <p>Assembly with no operand but register outputs and no {@code "memory"} clobber ({@code
 * _THIS_IP_}'s {@code lea 0(%rip), %0}) is {@link AsmOperands}' in every mode: fresh outputs, no
 * memory.
 */
final class AsmIdioms {
  private AsmIdioms() {}

  /** An exchange: {@code size} bytes at call argument {@code pointerArg}, new value in {@code valueArg}. */
  record Exchange(String op, int size, int pointerArg, int valueArg) {}

  private static final Pattern XCHG =
      Pattern.compile("xchg([bwlq]) \\$\\{?0(?::[bwq])?\\}?, ?\\$1");
  private static final Pattern CMPXCHG = Pattern.compile(
      "(?:\\.pushsection \\.smp_locks,\"a\" \\.balign 4 \\.long 671f - \\. \\.popsection 671: )?"
          + "(?:lock; )?cmpxchg([bwlq]) \\$\\{?2(?::[bwq])?\\}?, ?\\$1");

  static String text(LLVMValueRef asm) {
    SizeTPointer len = new SizeTPointer(1);
    BytePointer p = LLVMGetInlineAsmAsmString(asm, len);
    String text = Ir.isNull(p) ? "" : p.getString(StandardCharsets.UTF_8);
    len.close();
    return text;
  }

  static String constraints(LLVMValueRef asm) {
    SizeTPointer clen = new SizeTPointer(1);
    BytePointer cp = LLVMGetInlineAsmConstraintString(asm, clen);
    String constraints = Ir.isNull(cp) ? "" : cp.getString(StandardCharsets.UTF_8);
    clen.close();
    return constraints;
  }

  private static int size(String suffix) {
    return switch (suffix) {
      case "b" -> 1;
      case "w" -> 2;
      case "l" -> 4;
      default -> 8;
    };
  }

  /** The constraint codes without clobbers. */
  private static java.util.List<String> operands(String constraints) {
    java.util.List<String> out = new java.util.ArrayList<>();
    for (String c : constraints.split(",")) {
      String t = c.strip();
      if (!t.isEmpty() && !t.startsWith("~")) {
        out.add(t);
      }
    }
    return out;
  }

  /**
   * The exchange {@code call} of assembly {@code text}/{@code constraints} performs, or null.
   * The operands must be exactly the ones the kernel's macros give: one register output, the
   * memory operand as an indirect output and input (the same pointer), and the value (and, for
   * cmpxchg, the expected old value tied to the output).
   */
  static Exchange exchange(LLVMValueRef call, String text, String constraints) {
    String t = text.strip().replaceAll("\\s+", " ");
    java.util.List<String> ops = operands(constraints);
    int nargs = LLVMGetNumArgOperands(call);
    Matcher m = XCHG.matcher(t);
    if (m.matches()) {
      // "=r"/"=q" (the old value), "=*m" (ptr), "0" (the new value), "*m" (ptr)
      if (ops.size() == 4 && ops.get(0).matches("=[qr]") && ops.get(1).equals("=*m")
          && ops.get(2).equals("0") && ops.get(3).equals("*m") && nargs == 3
          && LLVMGetOperand(call, 0).equals(LLVMGetOperand(call, 2))) {
        return new Exchange("xchg", size(m.group(1)), 0, 1);
      }
      return null;
    }
    m = CMPXCHG.matcher(t);
    if (m.matches()) {
      // "={ax}" (the old value), "=*m" (ptr), "r" (new), "0" (expected), "*m" (ptr)
      if (ops.size() == 5 && ops.get(0).equals("={ax}") && ops.get(1).equals("=*m")
          && ops.get(2).matches("[qr]") && ops.get(3).equals("0") && ops.get(4).equals("*m")
          && nargs == 4 && LLVMGetOperand(call, 0).equals(LLVMGetOperand(call, 3))) {
        return new Exchange("cmpxchg", size(m.group(1)), 0, 1);
      }
    }
    return null;
  }
}

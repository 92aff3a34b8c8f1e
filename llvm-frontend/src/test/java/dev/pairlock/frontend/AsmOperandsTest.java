package dev.pairlock.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The operands of inline assembly, from LLVM's constraint strings (as clang 20 emits them). */
class AsmOperandsTest {
  private static AsmOperands.Operand op(int arg, boolean mem, boolean read, boolean written) {
    return new AsmOperands.Operand(arg, mem, read, written);
  }

  @Test
  void lockedBitOperationReadsAndWritesItsWordAtomically() {
    AsmOperands a = AsmOperands.parse(
        ".pushsection .smp_locks,\"a\"\n.balign 4\n.long 671f - .\n.popsection\n671:\n\tlock; bts $1,$0",
        "=*m,Ir,*m,~{memory},~{dirflag},~{fpsr},~{flags}");
    assertTrue(a.atomic);
    assertTrue(a.clobbersMemory);
    assertEquals(List.of(op(0, true, true, true), op(1, false, false, false),
        op(2, true, true, true)), a.operands);
  }

  @Test
  void inputOnlyWordOfALockedOperationIsWrittenToo() {
    // Linux 6.1: asm volatile(LOCK_PREFIX "btsq %1,%0" : : "m"(*addr), "Ir"(nr) : "memory")
    AsmOperands a = AsmOperands.parse("lock; btsq $1,$0", "*m,Ir,~{memory},~{dirflag}");
    assertTrue(a.atomic);
    assertEquals(List.of(op(0, true, true, true), op(1, false, false, false)), a.operands);
  }

  @Test
  void registerOutputsTakeNoArgument() {
    AsmOperands xchg = AsmOperands.parse("xchgl $0, $1\n", "=r,=*m,0,*m,~{memory},~{cc}");
    assertTrue(xchg.atomic);
    assertEquals(3, xchg.operands.size());
    AsmOperands inb = AsmOperands.parse("inb ${1:w}, ${0:b}", "={ax},N{dx},~{dirflag},~{fpsr},~{flags}");
    assertFalse(inb.clobbersMemory);
    assertFalse(inb.atomic);
    assertEquals(List.of(op(0, false, false, false)), inb.operands);
    AsmOperands bt = AsmOperands.parse("bt $2,$1\n\tsbb $0,$0", "=r,*m,Ir,~{dirflag}");
    assertEquals(List.of(op(0, true, true, false), op(1, false, false, false)), bt.operands);
  }

  @Test
  void plainInstructionWithTheMemoryClobberIsNotAtomic() {
    AsmOperands a = AsmOperands.parse("btsq $1,$0", "*m,Ir,~{memory}");
    assertFalse(a.atomic);
    assertTrue(a.clobbersMemory);
    AsmOperands b = AsmOperands.parse("lock; bts $1,$0\n\tcall foo", "=*m,Ir,*m");
    assertFalse(b.atomic);
  }

  @Test
  void mmioMoveReadsOrWritesItsOneWordDespiteTheMemoryClobber() {
    // x86 io.h: readl's "movl %1,%0" : "=r"(ret) : "m"(*addr) : "memory"
    AsmOperands readl = AsmOperands.parse("movl $1,$0", "=r,*m,~{memory},~{dirflag},~{fpsr},~{flags}");
    assertTrue(readl.move);
    assertFalse(readl.atomic);
    assertEquals(List.of(op(0, true, true, false)), readl.operands);
    // writel's "movl %0,%1" : : "r"(val), "m"(*addr) : "memory": the input "m" is written
    AsmOperands writel = AsmOperands.parse("movl $0,$1", "r,*m,~{memory},~{dirflag},~{fpsr},~{flags}");
    assertTrue(writel.move);
    assertEquals(List.of(op(0, false, false, false), op(1, true, false, true)), writel.operands);
    // a move between registers with the clobber, or anything after the move: not modelled
    assertFalse(AsmOperands.parse("mov $1, $0", "=r,r,~{memory}").move);
    assertFalse(AsmOperands.parse("movl $1,$0\n\tmovl $0,$1", "=r,*m,~{memory}").move);
    assertFalse(AsmOperands.parse("movl $1,$0", "=*m,*m,~{memory}").move);
  }
}

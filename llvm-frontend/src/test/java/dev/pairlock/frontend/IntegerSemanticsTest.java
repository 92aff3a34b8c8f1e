package dev.pairlock.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import java.util.function.IntBinaryOperator;
import org.junit.jupiter.api.Test;

/**
 * Exhaustive checks of the integer lowering against C semantics (computed in Java) on small
 * widths: every result the IVL computes must be the C result; fresh values are allowed only where
 * the documented treatment says so.
 */
class IntegerSemanticsTest {
  private static final String F = "semantics/ints.c";

  /** Arguments are passed in the signed interpretation of their C type (the lowering invariant). */
  private static void check(String fn, int[] as, int[] bs, IntBinaryOperator c, boolean allowFresh) {
    Interpreter in = new Interpreter(Fixtures.lift(F).program().procedure(fn).orElseThrow());
    int fresh = 0;
    for (int a : as) {
      for (int b : bs) {
        Object r = in.run(bs.length == 0 ? List.of(BigInteger.valueOf(a))
            : List.of(BigInteger.valueOf(a), BigInteger.valueOf(b)));
        if (r == null) {
          fresh++;
          continue;
        }
        assertEquals(BigInteger.valueOf(c.applyAsInt(a, b)), r, fn + "(" + a + ", " + b + ")");
      }
    }
    assertTrue(allowFresh || fresh == 0, fn + ": " + fresh + " fresh results");
  }

  private static void check1(String fn, int[] as, java.util.function.IntUnaryOperator c) {
    Interpreter in = new Interpreter(Fixtures.lift(F).program().procedure(fn).orElseThrow());
    for (int a : as) {
      Object r = in.run(List.of(BigInteger.valueOf(a)));
      assertEquals(BigInteger.valueOf(c.applyAsInt(a)), r, fn + "(" + a + ")");
    }
  }

  private static int[] range(int lo, int hi) {
    int[] r = new int[hi - lo];
    for (int i = lo; i < hi; i++) {
      r[i - lo] = i;
    }
    return r;
  }

  /** unsigned char values in their signed (i8) interpretation, as the IVL holds them. */
  private static final int[] U8 = range(-128, 128);
  private static final int[] S8 = range(-128, 128);

  private static int u(int v) {
    return v & 0xff;
  }

  private static int s8(int v) {
    return (byte) v;
  }

  @Test
  void unsignedCharArithmeticWraps() {
    check("u8_add", U8, U8, (a, b) -> s8(u(a) + u(b)), false);
    check("u8_sub", U8, U8, (a, b) -> s8(u(a) - u(b)), false);
    check("u8_mul", U8, U8, (a, b) -> s8(u(a) * u(b)), false);
  }

  @Test
  void truncation() {
    check("s8_trunc", range(-300, 300), range(-3, 4), (a, b) -> (byte) (a * 7 + b), false);
  }

  @Test
  void comparisonsSignedAndUnsigned() {
    check("u8_lt", U8, U8, (a, b) -> u(a) < u(b) ? 1 : 0, false);
    check("s8_lt", S8, S8, (a, b) -> a < b ? 1 : 0, false);
    check("mixed_cmp", S8, U8,
        (a, b) -> Integer.compareUnsigned(a, u(b)) < 0 ? 1 : 0, false);
  }

  @Test
  void divisionAndRemainder() {
    int[] u16 = range(-32768, 32768);
    int[] some = new int[512];
    for (int i = 0; i < some.length; i++) {
      some[i] = u16[(i * 127) % u16.length];
    }
    check("u16_div", some, U8, (a, b) -> (short) (u(b) == 0 ? 0 : (a & 0xffff) / u(b)), false);
    check("u16_rem", some, U8, (a, b) -> (short) (u(b) == 0 ? 0 : (a & 0xffff) % u(b)), false);
    check("s_div", S8, S8, (a, b) -> b > 0 && a >= 0 ? a / b : 0, false);
  }

  @Test
  void shiftsAndMasks() {
    check1("u8_shl", U8, a -> s8(u(a) << 3));
    check1("u8_lshr", U8, a -> s8(u(a) >> 2));
    check1("s8_ashr", S8, a -> s8(a >> 2));
    check1("u8_mask", U8, a -> s8(u(a) & 0x0f));
    check1("u8_not", U8, a -> s8(~u(a)));
  }

  @Test
  void thirtyTwoBitWrap() {
    int[] xs = {0, 1, 294967295, 294967296, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, 123456789};
    check1("u32_wrap", xs, a -> a + (int) 4000000000L);
  }

  @Test
  void selectAndSwitch() {
    check("sel", S8, S8, (a, b) -> a > b ? a - b : b - a, false);
    check1("sw", U8, a -> u(a) == 1 ? 10 : u(a) == 200 ? 20 : u(a));
  }
}

package dev.pairlock.frontend;

import java.util.ArrayList;
import java.util.List;

/**
 * C types as debug information describes them, with typedefs and qualifiers removed: just what
 * naming regions and matching ops tables needs (names, byte offsets, sizes).
 */
sealed interface CType {
  long size();

  /** A scalar (integer, float, enum, or anything not otherwise described). */
  record Scalar(String name, long size) implements CType {}

  /** A pointer; the target is resolved lazily because types are recursive. */
  record Pointer(java.util.function.Supplier<CType> targetSupplier, long size) implements CType {
    public CType target() {
      return targetSupplier.get();
    }

    @Override
    public boolean equals(Object o) {
      return this == o;
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(this);
    }
  }

  record Array(CType element, long size) implements CType {}

  record Function() implements CType {
    @Override
    public long size() {
      return 0;
    }
  }

  /** A struct or union; members are filled in after construction (types are recursive). */
  final class Struct implements CType {
    final String name;
    final long size;
    final boolean union;
    final List<Member> members = new ArrayList<>();
    /**
     * Declared in the directory of one of the driver's own C files (not in a kernel or library
     * header): the kernel does not know its layout.
     */
    boolean driverDeclared;

    Struct(String name, long size, boolean union) {
      this.name = name;
      this.size = size;
      this.union = union;
    }

    public String name() {
      return name;
    }

    @Override
    public long size() {
      return size;
    }

    public List<Member> members() {
      return members;
    }

    /** The member whose bytes cover {@code offset} (the first one, for unions). */
    Member memberAt(long offset) {
      // the covering member that starts last: a bit-field's type spans more than its bits
      Member best = null;
      for (Member m : members) {
        long sz = Math.max(m.type().size(), 1);
        if (m.offset() <= offset && offset < m.offset() + sz
            && (best == null || m.offset() > best.offset())) {
          best = m;
        }
      }
      return best;
    }

    @Override
    public String toString() {
      return (union ? "union " : "struct ") + name;
    }
  }

  record Member(String name, long offset, CType type) {}

  /**
   * The field path of byte {@code offset} inside type {@code t}: {@code .f_pos}, {@code
   * .ring[]}, {@code .a.b}; empty at offset 0 of a scalar; {@code +off} where the type does not
   * say.
   */
  static String path(CType t, long offset) {
    return path(t, offset, java.util.Set.of());
  }

  /** As {@link #path(CType, long)}, not descending into structs named in {@code opaque}. */
  static String path(CType t, long offset, java.util.Set<String> opaque) {
    StringBuilder sb = new StringBuilder();
    CType cur = t;
    long off = offset;
    for (int depth = 0; depth < 16; depth++) {
      if (cur instanceof Struct s && !opaque.contains(s.name())) {
        Member m = s.memberAt(off);
        if (m == null) {
          sb.append('+').append(off);
          return sb.toString();
        }
        if (!m.name().isEmpty()) { // anonymous struct/union members add no name
          sb.append('.').append(m.name());
        }
        off -= m.offset();
        cur = m.type();
      } else if (cur instanceof Array a) {
        sb.append("[]");
        long es = a.element().size();
        off = es > 0 ? off % es : 0;
        cur = a.element();
      } else {
        if (off != 0) {
          sb.append('+').append(off);
        }
        return sb.toString();
      }
    }
    return sb.toString();
  }
}

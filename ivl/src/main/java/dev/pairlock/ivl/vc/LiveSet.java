package dev.pairlock.ivl.vc;

import java.util.Arrays;
import java.util.BitSet;

/**
 * An immutable set of variable indices, stored in whichever of two forms takes less memory: the
 * sorted indices (a few live variables among many, as in a long chain of {@code if}s where each
 * local is live over a few blocks) or a bit set trimmed to the highest index (many live
 * variables, as in the precise checker's flattened threads). The passifier keeps two of these per
 * block; as one {@link BitSet} sized to every variable each, 20,000 {@code if}s in one function
 * took blocks × variables bits and ran out of memory.
 */
final class LiveSet {
  private static final LiveSet EMPTY = new LiveSet(new int[0], null);

  /** The sorted indices, or null where {@link #bits} holds the set. */
  private final int[] indices;

  /** The members as bits (never modified), or null where {@link #indices} holds the set. */
  private final BitSet bits;

  private LiveSet(int[] indices, BitSet bits) {
    this.indices = indices;
    this.bits = bits;
  }

  /** A copy of {@code bits} in its smaller form. */
  static LiveSet of(BitSet bits) {
    int card = bits.cardinality();
    if (card == 0) {
      return EMPTY;
    }
    long wordBytes = 8L * ((bits.length() + 63) / 64);
    if (4L * card <= wordBytes) {
      return new LiveSet(bits.stream().toArray(), null);
    }
    return new LiveSet(null, BitSet.valueOf(bits.toLongArray())); // words up to the highest bit
  }

  boolean contains(int i) {
    return indices != null ? Arrays.binarySearch(indices, i) >= 0 : bits.get(i);
  }

  /** Adds the members to {@code target}. */
  void addTo(BitSet target) {
    if (indices != null) {
      for (int i : indices) {
        target.set(i);
      }
    } else {
      target.or(bits);
    }
  }

  /** The members in increasing order. */
  int[] members() {
    return indices != null ? indices : bits.stream().toArray();
  }
}

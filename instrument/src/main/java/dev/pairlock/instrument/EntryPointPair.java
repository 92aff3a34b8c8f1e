package dev.pairlock.instrument;

import dev.pairlock.ivl.lifted.EntryPoint;
import java.util.ArrayList;
import java.util.List;

/**
 * An unordered pair of entry points that may run concurrently, {@code first <= second} by procedure
 * name; {@code first == second} is the entry point racing with itself.
 */
public record EntryPointPair(EntryPoint first, EntryPoint second)
    implements Comparable<EntryPointPair> {
  public EntryPointPair {
    if (first.compareTo(second) > 0) {
      EntryPoint t = first;
      first = second;
      second = t;
    }
  }

  public boolean isSelfPair() {
    return first.procedure().equals(second.procedure());
  }

  /** {@code first/second}, e.g. {@code buf_llseek/buf_read}. */
  public String label() {
    return first.procedure() + "/" + second.procedure();
  }

  @Override
  public int compareTo(EntryPointPair o) {
    int c = first.compareTo(o.first);
    return c != 0 ? c : second.compareTo(o.second);
  }

  /** All unordered pairs, self pairs included, sorted. */
  public static List<EntryPointPair> all(List<EntryPoint> entryPoints) {
    List<EntryPoint> eps = new ArrayList<>(entryPoints);
    eps.sort(null);
    List<EntryPointPair> out = new ArrayList<>();
    for (int i = 0; i < eps.size(); i++) {
      for (int j = i; j < eps.size(); j++) {
        out.add(new EntryPointPair(eps.get(i), eps.get(j)));
      }
    }
    return out;
  }
}

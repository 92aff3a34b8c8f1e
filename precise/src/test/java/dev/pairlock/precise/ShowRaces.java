package dev.pairlock.precise;

import dev.pairlock.ivl.ast.Program;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Prints the confirmed races of one driver with their interleavings (a debugging aid). Arguments:
 * {@code DRIVER [csb] [ALL|EPP|MR] [INCLUDE_DIR...]}.
 */
public final class ShowRaces {
  private ShowRaces() {}

  public static void main(String[] args) throws Exception {
    List<Path> includes = new ArrayList<>();
    for (int i = 3; i < args.length; i++) {
      includes.add(Path.of(args[i]));
    }
    Drivers.Lifted l = Drivers.lift(Path.of(args[0]), includes);
    if (l.program() == null) {
      System.out.println(l.failure());
      return;
    }
    Program p = l.program();
    int csb = args.length > 1 ? Integer.parseInt(args[1]) : 2;
    YieldPolicy policy = args.length > 2 ? YieldPolicy.valueOf(args[2]) : YieldPolicy.MR;
    PreciseResult r = Fixtures.precise(p, Fixtures.lockset(p), Fixtures.opts(csb, policy));
    System.out.print(GoldenTest.render(r));
    r.diagnostics().forEach(d -> System.out.println(d.render()));
  }
}

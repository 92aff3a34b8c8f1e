package dev.pairlock.frontend;

import dev.pairlock.ivl.check.TypeChecker;
import dev.pairlock.ivl.syntax.Printer;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScratchTest {
  @Test
  void scratch() throws Exception {
    String f = System.getProperty("scratch.file");
    if (f == null) return;
    LiftResult r = Lifter.lift(List.of(Path.of(f)), CompileOptions.kernelDefaults());
    System.out.println(Printer.print(r.program()));
    r.regions().forEach(System.out::println);
    r.entryPoints().forEach(System.out::println);
    r.locks().forEach(System.out::println);
    r.diagnostics().forEach(d -> System.out.println(d.render()));
    System.out.println(r.stats());
    TypeChecker.check(r.program()).forEach(d -> System.out.println("TC " + d.render()));
  }
}

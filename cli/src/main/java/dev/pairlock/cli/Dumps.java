package dev.pairlock.cli;

import dev.pairlock.frontend.CompileException;
import dev.pairlock.frontend.LiftResult;
import dev.pairlock.frontend.Lifter;
import dev.pairlock.instrument.PairProgram;
import dev.pairlock.instrument.race.PairAnalysis;
import dev.pairlock.instrument.race.PairProgramPreparer;
import dev.pairlock.ivl.ast.Program;
import dev.pairlock.ivl.diag.IvlException;
import dev.pairlock.ivl.syntax.Printer;
import dev.pairlock.ivl.vc.VcVerifier;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;

/** {@code analyze --dump-after STAGE}: the programs of the pipeline's intermediate stages. */
final class Dumps {
  private Dumps() {}

  /** The stage after which the pair programs are printed. */
  enum Stage {
    /** The pair program (WHOOP Fig. 6) before preparation. */
    pair,
    /** The pair program with Houdini's summaries as contracts. */
    houdini
  }

  /** Records what each pair's preparation produced, by main procedure (a deterministic order). */
  private static final class Recording implements PairProgramPreparer {
    private final PairProgramPreparer inner;
    private final Stage stage;
    final Map<String, Program> programs = new ConcurrentSkipListMap<>();

    Recording(PairProgramPreparer inner, Stage stage) {
      this.inner = inner;
      this.stage = stage;
    }

    @Override
    public Prepared prepare(PairProgram pp, Program inlined) throws IvlException {
      Prepared r = inner.prepare(pp, inlined);
      programs.put(pp.mainProcedure(), stage == Stage.pair ? pp.program() : r.program());
      return r;
    }

    @Override
    public boolean usesInlined() {
      return inner.usesInlined();
    }
  }

  static int run(
      List<Drivers.Spec> specs,
      DriverAnalysis.AnalysisRequest request,
      Stage stage,
      PrintWriter out,
      PrintWriter err) {
    if (specs.size() != 1) {
      throw new UserError("--dump-after works on one driver; " + specs.size() + " were given");
    }
    if (stage == Stage.houdini && request.inline()) {
      throw new UserError("--dump-after houdini needs summaries: drop --inline");
    }
    Drivers.Spec spec = specs.get(0);
    if (spec.error() != null) {
      throw new UserError(spec.error());
    }
    LiftResult lifted;
    try {
      lifted = Lifter.lift(spec.files(), spec.options(), Lifter.modelFor(spec.options()), request.extraEntryPoints());
    } catch (CompileException e) {
      CompileErrors.print(err, e);
      return ExitCode.INPUT;
    }
    Recording recording = new Recording(DriverAnalysis.preparer(request), stage);
    try {
      new PairAnalysis(new VcVerifier(), request.options(), recording).analyze(lifted.program());
    } catch (IvlException e) {
      throw new IllegalStateException(
          "the lifted program breaks the analysis' conventions: " + e.diagnostics().get(0).render(), e);
    }
    out.println(
        "// pairlock: "
            + spec.name()
            + ", pair programs after "
            + stage
            + " ("
            + recording.programs.size()
            + " instrumented pairs; pairs without a shared region are not instrumented)");
    for (Map.Entry<String, Program> e : recording.programs.entrySet()) {
      out.println();
      out.println("// ---- " + e.getKey());
      out.print(Printer.print(e.getValue()));
    }
    return ExitCode.VERIFIED;
  }
}

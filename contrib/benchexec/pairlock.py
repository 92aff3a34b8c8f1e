# BenchExec tool-info module for pairlock (BenchExec: https://github.com/sosy-lab/benchexec).
# Install: copy it to benchexec/tools/pairlock.py of a BenchExec installation; a benchmark
# definition then names the tool `pairlock` (<benchmark tool="pairlock" ...>), with pairlock's
# launcher on PATH. Its test runs without BenchExec: python3 -m unittest discover contrib/benchexec
"""BenchExec tool info for pairlock, a static data-race verifier for C (SV-COMP NoDataRace)."""

import re

import benchexec.result as result
import benchexec.tools.template


class Tool(benchexec.tools.template.BaseTool2):
    """
    Tool info for pairlock (SV-COMP's no-data-race property only).

    Runs `pairlock analyze --precise --property PRP --data-model M --witness witness.yml TASK`.
    pairlock's exit code gives the answer: 0 race-free (true), 1 races reported, 3 inconclusive
    (unknown), 2 input rejected, 4 internal error, 5 a property other than no-data-race. A race
    counts as the answer false(no-data-race) only when the precise checker confirmed one on an
    execution (the summary line's "N confirmed" with N > 0, and then witness.yml holds its
    violation witness; races found in pairs not modelled soundly are counted apart and are not
    confirmations); a potential race it did not confirm is unknown. The module always adds
    --precise: the lockset stage alone cannot tell a race from a false alarm.
    """

    # pairlock's summary line: "pairlock: 3 of 5 entry-point pairs race-free, ..., 2 confirmed (precise: ...)"
    _CONFIRMED = re.compile(r"^pairlock: .*, (\d+) confirmed(?:, \d+ not confirmed \(interleavings in over-approximated pairs\))? \(precise:")
    _DATA_MODELS = {"ILP32", "LP64"}
    WITNESS = "witness.yml"

    def executable(self, tool_locator):
        return tool_locator.find_executable("pairlock")

    def version(self, executable):
        return self._version_from_tool(executable, line_prefix="pairlock ")

    def name(self):
        return "pairlock"

    def cmdline(self, executable, options, task, rlimits):
        cmd = [executable, "analyze", "--no-progress"]
        if "--precise" not in options:
            cmd.append("--precise")
        if task.property_file:
            cmd += ["--property", task.property_file]
        data_model = (task.options or {}).get("data_model")
        if data_model:
            if data_model not in self._DATA_MODELS:
                raise benchexec.tools.template.UnsupportedFeatureException(
                    "Unsupported data_model '{}'".format(data_model)
                )
            cmd += ["--data-model", data_model]
        if "--witness" not in options:
            cmd += ["--witness", self.WITNESS]
        # pairlock stops its pair checks a little before its limits and reports what it
        # finished (the pairs not finished unknown) instead of being killed at them
        if rlimits is not None:
            if getattr(rlimits, "cputime", None) and "--cpu-timeout" not in options:
                cmd += ["--cpu-timeout", str(int(rlimits.cputime))]
            if getattr(rlimits, "walltime", None) and "--driver-timeout" not in options:
                cmd += ["--driver-timeout", str(int(rlimits.walltime))]
        return cmd + list(options) + list(task.input_files_or_identifier)

    def determine_result(self, run):
        if run.was_timeout:
            return result.RESULT_TIMEOUT
        code = run.exit_code.value
        if code is None:  # killed by a signal
            return result.RESULT_ERROR + " (signal {})".format(run.exit_code.signal)
        if code == 0:
            return result.RESULT_TRUE_PROP
        if code == 1:
            confirmed = None
            for line in run.output:
                m = self._CONFIRMED.match(line)
                if m:
                    confirmed = int(m.group(1))
            if confirmed:
                return result.RESULT_FALSE_DATARACE
            return result.RESULT_UNKNOWN + " (race not confirmed)"
        if code == 3:
            return result.RESULT_UNKNOWN
        if code == 2:
            return result.RESULT_ERROR + " (input rejected)"
        if code == 5:
            return result.RESULT_ERROR + " (unsupported property)"
        if any("OutOfMemoryError" in line or "out of memory" in line for line in run.output):
            return "OUT OF MEMORY"
        return result.RESULT_ERROR + " (exit {})".format(code)

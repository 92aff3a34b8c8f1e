"""Tests of the BenchExec tool-info module without BenchExec: its two modules are stubbed with
the names and values the module uses (benchexec.result's result strings are BenchExec's own).

Run: python3 -m unittest discover contrib/benchexec
"""

import importlib.util
import os
import sys
import types
import unittest


def _stub_benchexec():
    benchexec = types.ModuleType("benchexec")
    res = types.ModuleType("benchexec.result")
    res.RESULT_TRUE_PROP = "true"
    res.RESULT_FALSE_DATARACE = "false(no-data-race)"
    res.RESULT_UNKNOWN = "unknown"
    res.RESULT_ERROR = "ERROR"
    res.RESULT_TIMEOUT = "TIMEOUT"
    tools = types.ModuleType("benchexec.tools")
    template = types.ModuleType("benchexec.tools.template")

    class BaseTool2:
        def _version_from_tool(self, executable, line_prefix=None):
            raise NotImplementedError

    class UnsupportedFeatureException(Exception):
        pass

    template.BaseTool2 = BaseTool2
    template.UnsupportedFeatureException = UnsupportedFeatureException
    benchexec.result = res
    benchexec.tools = tools
    tools.template = template
    for name, mod in [
        ("benchexec", benchexec),
        ("benchexec.result", res),
        ("benchexec.tools", tools),
        ("benchexec.tools.template", template),
    ]:
        sys.modules.setdefault(name, mod)


_stub_benchexec()
_spec = importlib.util.spec_from_file_location(
    "pairlock_toolinfo", os.path.join(os.path.dirname(__file__), "pairlock.py")
)
pairlock = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(pairlock)


class _Task:
    def __init__(self, prp="no-data-race.prp", options=None, files=("task.i",)):
        self.property_file = prp
        self.options = options
        self.input_files_or_identifier = list(files)


class _Exit:
    def __init__(self, value=None, signal=None):
        self.value = value
        self.signal = signal


class _Run:
    def __init__(self, code, output=(), timeout=False, signal=None):
        self.exit_code = _Exit(code, signal)
        self.output = list(output)
        self.was_timeout = timeout


SUMMARY = "pairlock: 0 of 1 entry-point pairs race-free, 1 racy region, 0 unverified, 2 serialized"
PRECISE = " (precise: csb 2, yield MR, unroll 2, recursion bound 1)"


class ToolTest(unittest.TestCase):
    def setUp(self):
        self.tool = pairlock.Tool()

    def test_cmdline(self):
        cmd = self.tool.cmdline("pl", [], _Task(options={"data_model": "ILP32"}), None)
        self.assertEqual(
            cmd,
            ["pl", "analyze", "--no-progress", "--precise", "--property", "no-data-race.prp",
             "--data-model", "ILP32", "--witness", "witness.yml", "task.i"],
        )

    def test_cmdline_keeps_given_options(self):
        cmd = self.tool.cmdline("pl", ["--precise", "--csb", "3"], _Task(options=None), None)
        self.assertEqual(cmd.count("--precise"), 1)
        self.assertEqual(cmd[-3:], ["--csb", "3", "task.i"])
        self.assertNotIn("--data-model", cmd)

    def test_cmdline_passes_the_limits(self):
        class Limits:
            cputime = 900
            walltime = 960.0
        cmd = self.tool.cmdline("pl", [], _Task(options=None), Limits())
        self.assertEqual(cmd[cmd.index("--cpu-timeout") + 1], "900")
        self.assertEqual(cmd[cmd.index("--driver-timeout") + 1], "960")
        self.assertEqual(cmd[-1], "task.i")
        given = self.tool.cmdline("pl", ["--cpu-timeout", "60"], _Task(options=None), Limits())
        self.assertEqual(given.count("--cpu-timeout"), 1)
        self.assertEqual(given[given.index("--cpu-timeout") + 1], "60")

    def test_unknown_data_model_is_unsupported(self):
        with self.assertRaises(pairlock.benchexec.tools.template.UnsupportedFeatureException):
            self.tool.cmdline("pl", [], _Task(options={"data_model": "LLP64"}), None)

    def test_results(self):
        r = self.tool.determine_result
        self.assertEqual(r(_Run(0, [SUMMARY])), "true")
        self.assertEqual(r(_Run(1, [SUMMARY + ", 2 confirmed" + PRECISE])), "false(no-data-race)")
        self.assertEqual(r(_Run(1, [SUMMARY + ", 0 confirmed" + PRECISE])), "unknown (race not confirmed)")
        self.assertEqual(r(_Run(1, [SUMMARY])), "unknown (race not confirmed)")
        inconclusive = SUMMARY + ", 0 confirmed, 1 not confirmed (interleavings in over-approximated pairs)" + PRECISE
        self.assertEqual(r(_Run(1, [inconclusive])), "unknown (race not confirmed)")
        both = SUMMARY + ", 1 confirmed, 2 not confirmed (interleavings in over-approximated pairs)" + PRECISE
        self.assertEqual(r(_Run(1, [both])), "false(no-data-race)")
        self.assertEqual(r(_Run(3, [])), "unknown")
        self.assertEqual(r(_Run(2, [])), "ERROR (input rejected)")
        self.assertEqual(r(_Run(5, [])), "ERROR (unsupported property)")
        self.assertEqual(r(_Run(4, ["java.lang.OutOfMemoryError: Java heap space"])), "OUT OF MEMORY")
        self.assertEqual(r(_Run(4, [])), "ERROR (exit 4)")
        self.assertEqual(r(_Run(None, [], signal=9)), "ERROR (signal 9)")
        self.assertEqual(r(_Run(0, [], timeout=True)), "TIMEOUT")


if __name__ == "__main__":
    unittest.main()

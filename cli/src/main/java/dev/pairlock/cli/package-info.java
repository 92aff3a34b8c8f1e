/**
 * The {@code pairlock} command line: {@code analyze} (single drivers and batches of them: driver
 * discovery in {@link dev.pairlock.cli.Drivers} and {@link dev.pairlock.cli.CompileCommands},
 * isolation in child JVMs in {@link dev.pairlock.cli.ChildJvm} and {@link
 * dev.pairlock.cli.Worker}, the pool in {@link dev.pairlock.cli.Batch}, the result cache in {@link
 * dev.pairlock.cli.ResultCache}), {@code lift} and {@code ivl}. {@link
 * dev.pairlock.cli.DriverAnalysis} runs one driver end to end (lift, pair analysis, {@code
 * --precise}).
 *
 * <p><b>Race reports are made here</b>: {@link dev.pairlock.cli.Reports} (text, JSON), {@link
 * dev.pairlock.cli.Sarif}, {@link dev.pairlock.cli.Html} and {@link
 * dev.pairlock.cli.PreciseReports}; the exit code is decided in {@link
 * dev.pairlock.cli.AnalyzeCommand} ({@link dev.pairlock.cli.ExitCode}). {@link
 * dev.pairlock.cli.Main} is the only code that prints. Which folder does what: docs/pipeline.md.
 */
package dev.pairlock.cli;

/**
 * The {@code pairlock} command line: {@code analyze} (single drivers and batches of them: driver
 * discovery in {@link dev.pairlock.cli.Drivers} and {@link dev.pairlock.cli.CompileCommands},
 * isolation in child JVMs in {@link dev.pairlock.cli.ChildJvm} and {@link
 * dev.pairlock.cli.Worker}, the pool in {@link dev.pairlock.cli.Batch}, the result cache in {@link
 * dev.pairlock.cli.ResultCache}; reports in {@link dev.pairlock.cli.Reports} (text, JSON), {@link
 * dev.pairlock.cli.Sarif} and {@link dev.pairlock.cli.Html}), {@code lift} and {@code ivl}. {@link
 * dev.pairlock.cli.Main} is the only code that prints.
 */
package dev.pairlock.cli;

package dev.pairlock.ivl.ast;

/** A typed name: procedure in/out parameter, function parameter, bound or local variable. */
public record Param(String name, Type type) {}

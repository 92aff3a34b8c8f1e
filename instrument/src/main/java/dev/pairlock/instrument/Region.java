package dev.pairlock.instrument;

/**
 * A memory region of a lifted program: {@code var $M.3: [int]int {:region "file.f_pos"};}.
 *
 * @param variable the IVL map variable ({@code $M.3})
 * @param name the readable name from the {@code {:region}} attribute ({@code file.f_pos})
 */
public record Region(String variable, String name) {}

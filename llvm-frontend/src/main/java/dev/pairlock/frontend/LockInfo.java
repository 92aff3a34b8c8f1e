package dev.pairlock.frontend;

/**
 * A lock the driver uses: the IVL constant ({@code $lock.nvram_mutex}), the readable name of its
 * abstract location ({@code nvram_mutex}, {@code mydev.lock}) and its kind ({@code mutex},
 * {@code spinlock}, ...).
 */
public record LockInfo(String constant, String name, String kind) {}

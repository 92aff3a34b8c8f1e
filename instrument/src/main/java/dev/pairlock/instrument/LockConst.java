package dev.pairlock.instrument;

/**
 * A lock of a lifted program: {@code const unique $lock.m: int {:lock "nvram_mutex", "mutex"};}.
 *
 * @param constant the IVL constant ({@code $lock.m})
 * @param name the lock's C name ({@code nvram_mutex})
 * @param kind {@code mutex}, {@code spinlock}, {@code rwlock}, {@code rwsem}, {@code semaphore} or
 *     {@code atomic}
 */
public record LockConst(String constant, String name, String kind) {}

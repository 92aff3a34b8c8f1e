/* Class: x86's MMIO accessors readl/writel as inline assembly (see asm_mmio_safe.c). writel's
   word is an input "m" operand that the `movl %0,%1` writes: a write, which races with main's
   unlocked readl of the same word (and the two threads' writes with each other). */
#include <pthread.h>

static unsigned int regs[4];

static inline unsigned int readl(const volatile void *addr) {
  unsigned int ret;
  __asm__ volatile("movl %1,%0" : "=r"(ret) : "m"(*(volatile unsigned int *)addr) : "memory");
  return ret;
}

static inline void writel(unsigned int val, volatile void *addr) {
  __asm__ volatile("movl %0,%1" : : "r"(val), "m"(*(volatile unsigned int *)addr) : "memory");
}

void *work(void *arg) {
  writel(1, &regs[2]);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, work, 0);
  pthread_create(&t2, 0, work, 0);
  unsigned int v = readl(&regs[2]);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return (int)v;
}

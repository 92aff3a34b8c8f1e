/* Class: x86's MMIO accessors readl/writel as inline assembly (issue #28; LDV's Linux 3.14
   drivers in SV-COMP, arch/x86/include/asm/io.h): one plain `movl` between a register and an "m"
   operand, with a "memory" clobber. The move reads (readl) or writes (writel: its word is an
   input "m" operand, written) exactly that word; the clobber is a compiler barrier, which orders
   nothing between threads and touches nothing. Here the thread and main access the register
   under one mutex: race-free. Before, both were "inline assembly ...: result and reachable
   memory havocked" and the pair unverified (exit 3). */
#include <pthread.h>

static unsigned int regs[4];
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static inline unsigned int readl(const volatile void *addr) {
  unsigned int ret;
  __asm__ volatile("movl %1,%0" : "=r"(ret) : "m"(*(volatile unsigned int *)addr) : "memory");
  return ret;
}

static inline void writel(unsigned int val, volatile void *addr) {
  __asm__ volatile("movl %0,%1" : : "r"(val), "m"(*(volatile unsigned int *)addr) : "memory");
}

void *work(void *arg) {
  pthread_mutex_lock(&m);
  writel(readl(&regs[1]) | 1, &regs[1]);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, work, 0);
  pthread_mutex_lock(&m);
  writel(0, &regs[1]);
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}

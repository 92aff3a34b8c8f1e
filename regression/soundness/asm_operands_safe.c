/* Class: inline assembly whose effects are its operands (issue #28; LDV's Linux 3.14 drivers in
   SV-COMP: set_bit's `lock; bts`, inb/outb, test_bit's `bt`). GCC's contract: an asm touches
   memory only through its memory operands unless it clobbers "memory"; a lock-prefixed
   read-modify-write (or xchg) touches only its operand, atomically. Here both threads set and
   clear bits of `flags` with locked bit operations (atomic: no race between them), read a port
   with inb and write one with outb (no memory), and read `word` with `bt` under the mutex that
   guards main's write. Before the fix pairlock printed every asm as "inline assembly ...: result
   and reachable memory havocked" and the pair unverified (exit 3). */
#include <pthread.h>

static unsigned long flags;
static unsigned long word;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static inline void set_bit(long nr, volatile unsigned long *addr) {
  __asm__ volatile(".pushsection .smp_locks,\"a\"\n.balign 4\n.long 671f - .\n.popsection\n671:\n\tlock; bts %1,%0"
                   : "+m"(*(volatile long *)addr) : "Ir"(nr) : "memory");
}

static inline void clear_bit(long nr, volatile unsigned long *addr) {
  __asm__ volatile("lock; btr %1,%0" : "+m"(*(volatile long *)addr) : "Ir"(nr));
}

static inline int test_bit(long nr, const volatile unsigned long *addr) {
  int old;
  __asm__ volatile("bt %2,%1\n\tsbb %0,%0" : "=r"(old) : "m"(*(unsigned long *)addr), "Ir"(nr));
  return old;
}

static inline unsigned char inb(int port) {
  unsigned char v;
  __asm__ volatile("inb %w1, %b0" : "=a"(v) : "Nd"(port));
  return v;
}

static inline void outb(unsigned char v, int port) {
  __asm__ volatile("outb %b0, %w1" : : "a"(v), "Nd"(port));
}

void *work(void *arg) {
  set_bit(1, &flags);
  outb(inb(0x60) | 1, 0x61);
  pthread_mutex_lock(&m);
  int b = test_bit(3, &word);
  pthread_mutex_unlock(&m);
  clear_bit(1, &flags);
  return (void *)(long)b;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, work, 0);
  pthread_create(&t2, 0, work, 0);
  set_bit(2, &flags);
  pthread_mutex_lock(&m);
  word = 8;
  pthread_mutex_unlock(&m);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}

/* Class: inline assembly whose effects are its operands (issue #28). A locked bit operation is
   atomic, but main clears `flags` with a plain store and reads `word` with `bt` outside the
   mutex the thread writes it under: two races. An asm that only copies a register hides where a
   pointer points (the kernel's RELOC_HIDE): `q` is `&shared`, so the threads' increments through
   it race too. Linux 6.1's set_bit passes its word as an input "m" operand with the "memory"
   clobber: the locked bts still writes `bits`, which main reads. Before the fix pairlock printed "inline assembly ...: result and reachable memory
   havocked" and left the pair unverified (exit 3); modelling the asm by its operands must keep all
   four races (the copied pointer points where its input did). */
#include <pthread.h>

static unsigned long flags;
static unsigned long word;
static unsigned long bits;
static int shared;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static inline void set_bit(long nr, volatile unsigned long *addr) {
  __asm__ volatile("lock; bts %1,%0" : "+m"(*(volatile long *)addr) : "Ir"(nr) : "memory");
}

static inline void set_bit61(long nr, volatile unsigned long *addr) {
  __asm__ volatile("lock; btsl %1,%0" : : "m"(*(volatile long *)addr), "Ir"(nr) : "memory");
}

static inline int test_bit(long nr, const volatile unsigned long *addr) {
  int old;
  __asm__ volatile("bt %2,%1\n\tsbb %0,%0" : "=r"(old) : "m"(*(unsigned long *)addr), "Ir"(nr));
  return old;
}

static inline int *hide(int *p) {
  int *q;
  __asm__("" : "=r"(q) : "0"(p));
  return q;
}

void *work(void *arg) {
  set_bit(1, &flags);
  set_bit61(0, &bits);
  pthread_mutex_lock(&m);
  word = 4;
  pthread_mutex_unlock(&m);
  int *q = hide(&shared);
  (*q)++;
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, work, 0);
  pthread_create(&t2, 0, work, 0);
  flags = 0;
  int b = test_bit(2, &word) + (int)bits;
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return b;
}

/* Class: a race that only becomes reachable after long sequential initialisation loops before the
   threads start (an allocation helper that fills the new object with nondeterministic bytes, its
   size an argument; a table zeroed element by element in main; hundreds of iterations each). The
   precise checker unrolled every loop to its bound of 2 back edges, so every path of main was cut
   before its creates and nothing could be confirmed: before the fix pairlock --precise printed
   "note: incr/reset: main reaches no registration within the bounds: neither entry point runs in
   this pair" and "0 confirmed" (exit 1 only from the lockset stage's potential races). */
#include <pthread.h>
#include <stdlib.h>

extern char __VERIFIER_nondet_char(void);

int counter;
int table[256];

void *alloc_filled(unsigned int size) {
  char *p = malloc(size);
  for (unsigned int i = 0; i < size; ++i)
    p[i] = __VERIFIER_nondet_char();
  return p;
}

void *incr(void *arg) {
  counter++;
  return NULL;
}

void *reset(void *arg) {
  counter = 5;
  return NULL;
}

int main(void) {
  char *dev = alloc_filled(300);
  if (!dev)
    return 1;
  for (int i = 0; i < 256; i++)
    table[i] = 0;
  pthread_t a, b;
  pthread_create(&a, NULL, incr, NULL);
  pthread_create(&b, NULL, reset, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}

/* One thread writes a struct's second int field, the other both fields at once with one 8-byte
 * store: the accesses overlap without starting at the same byte. The region is collapsed (the
 * accesses disagree on their extents), and its race check used to compare start addresses only,
 * so the program was race-free; an access now touches every byte of its width. */
#include <pthread.h>

struct S { int a; int b; } s;

void *t1(void *arg) {
  s.b = 1;
  return 0;
}

void *t2(void *arg) {
  *(long long *)&s = 2;
  return 0;
}

int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, t1, 0);
  pthread_create(&y, 0, t2, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  return 0;
}

/* A copy from the last field of an array's element into the next element (p[0].c and p[1].a):
 * the folded array's cells stand for every element, and the copy used to touch only the cells
 * from its start on, never the next element's first field, so its race with the write of p[1].a
 * was missed. A range that may run past its element's end now covers the whole array. */
#include <pthread.h>
#include <string.h>

struct T { int a; int b; int c; };
struct T p[4];
int src[2] = {1, 2};
volatile int len = 8;

void *t1(void *arg) {
  p[1].a = 1;
  return 0;
}

void *t2(void *arg) {
  memcpy(&p[0].c, src, len);
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

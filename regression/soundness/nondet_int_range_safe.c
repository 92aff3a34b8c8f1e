/* Class: a value from outside the program (an any-value result, __VERIFIER_nondet_int) is of its
   type: a 32-bit int is never above 2^31-1, a signed char never above 127. The lifted program
   havocked it with no range, and the precise checker confirmed the race behind the impossible
   branch ("confirmed write-write race on x"). Now the havoc is followed by the type's range. */
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern signed char __VERIFIER_nondet_char(void);
int x;
void *t(void *a) { x = 2; return 0; }
int main(void) {
  pthread_t th;
  int v = __VERIFIER_nondet_int();
  long long w = v;
  signed char c = __VERIFIER_nondet_char();
  int d = c;
  pthread_create(&th, 0, t, 0);
  if (w > 2147483647LL || d > 127)
    x = 1;
  pthread_join(th, 0);
  return 0;
}

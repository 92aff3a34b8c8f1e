/* Class: values the lifted program over-approximates (a bitwise or of two variables, a shift by a
 * variable: any value) that nothing the run depends on reads. The thread or's a flag into a
 * register-like variable that is only written (as machzwd's module init shifts its action bits by
 * a module parameter and its timer or's them into a port write), then increments the counter main
 * writes unprotected: a real race. Before the fix every race whose counterexample passed such a
 * havoc was inconclusive ("0 confirmed, 2 not confirmed (interleavings in over-approximated pairs)"; all 9 races of
 * machzwd); now only one whose branches, addresses or compared values depend on it is: here both
 * races of the counter are confirmed ("2 confirmed"). */
#include <pthread.h>

int counter;
unsigned short reg;

void *worker(void *arg) {
  unsigned long i = (unsigned long)arg;
  reg = (unsigned short)(i | 4);
  counter = counter + 1;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, (void *)1);
  counter = 2;
  pthread_join(t, 0);
  return 0;
}

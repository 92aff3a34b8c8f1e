/* Keys created in a loop: one create site makes many keys, which the model (a slot per create
 * site) would not keep apart, so thread-specific data is not modelled and the pairs that reach
 * it are unverified. */
#include <pthread.h>

pthread_key_t keys[2];
int a_value, b_value;

void *worker(void *arg) {
  pthread_setspecific(keys[0], &a_value);
  pthread_setspecific(keys[1], &b_value);
  int *p = pthread_getspecific(keys[0]);
  *p = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  for (int i = 0; i < 2; i++)
    pthread_key_create(&keys[i], 0);
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}

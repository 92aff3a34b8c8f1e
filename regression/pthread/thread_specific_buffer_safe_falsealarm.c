/* Each worker keeps a buffer it allocated under a key and writes it through the slot: no race,
 * as no other thread has the buffer. Reported as one: a pointer stored anywhere, a thread's own
 * slot (or _Thread_local variable) too, publishes the object to the analysis. */
#include <pthread.h>
#include <stdlib.h>

pthread_key_t buffer_key;

void *worker(void *arg) {
  int *mine = malloc(sizeof(int));
  if (!mine)
    return 0;
  pthread_setspecific(buffer_key, mine);
  int *p = pthread_getspecific(buffer_key);
  *p = 1;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_key_create(&buffer_key, 0);
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}

/* main holds m when it starts the worker, then, inside an SV-COMP atomic section, releases m and
 * writes x; the worker takes m and writes x. Nothing orders main's write after the release with
 * the worker's write: a race under C11 and POSIX threads. Were the section one step whatever it
 * does, the worker could never run between main's release and main's write, and the search of
 * every interleaving "proved" the program race-free. A section that releases a lock (or starts a
 * thread, or ends an atomic access) inside lets the others run from there, and a race met while
 * it runs is not confirmed. The context-bounded checker never switches threads inside a section,
 * so it does not confirm the race either: no proof, no confirmation (a run of C11 semantics, not
 * of SV-COMP's one-step sections). */
#include <pthread.h>

void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  x = 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, 0, worker, 0);
  __VERIFIER_atomic_begin();
  pthread_mutex_unlock(&m);
  x = 2;
  __VERIFIER_atomic_end();
  pthread_join(t, 0);
  return 0;
}

/* Class: main never returns (it loops forever after starting a thread). Its side of the pair
   program never reached the race assertions, so its accesses after the create were never checked
   against the thread's. Before the fix pairlock printed "1 of 1 entry-point pairs race-free"
   (exit 0). */
#include <pthread.h>

int ticks;

void *watchdog(void *arg) {
  ticks = 0;
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, watchdog, NULL);
  for (;;) {
    ticks = ticks + 1;
  }
}

/* Class: C library functions modelled as having no effect although they write through a pointer
   argument (issue #24). time(&stamp) stores the time in `stamp`, which main reads while the
   thread runs. time was a `pure` model (no effect on program memory), so the write was lost and
   pairlock printed "1 of 1 entry-point pairs race-free, 0 racy regions" (exit 0). Now time and
   nanosleep write their result argument (nothing when it is NULL), atoi reads its string, and the
   kernel's sprintf writes its buffer. */
#include <pthread.h>
#include <time.h>

time_t stamp;

void *work(void *arg) {
  time(0);
  time(&stamp);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, work, 0);
  time_t seen = stamp;
  pthread_join(t, 0);
  return seen > 0;
}

/*
 * Class: a struct written whole through a cast to a 16-byte type, against a later member.
 * Main stores 16 bytes over both members of pair; the worker writes pair.b, 8 bytes in: a race
 * the exploration missed while it took every access as one byte wide
 * (wide_access_int128_race.c).
 */
#include <pthread.h>

struct pair {
  long a;
  long b;
} pair;

static void *worker(void *arg) {
  pair.b = 2;
  return 0;
}

int main(void) {
  pthread_t t;
  __int128 v = 1;
  pthread_create(&t, 0, worker, 0);
  *(__int128 *)&pair = v;
  pthread_join(t, 0);
  return 0;
}

/* Class: a stack object whose address reaches other threads through a helper and container_of
   (issue #24, item 3; the pattern of SV-COMP's ldv-races race-2_*b-container_of). main passes
   &data to probe(), which passes &data->dev to two threads; each recovers the enclosing struct
   with container_of and updates data->shared without a lock. Before the fix main's `data` was
   taken as thread-local and pairlock printed "2 of 2 entry-point pairs race-free, 0 racy
   regions" (exit 0). */
#include <pthread.h>
#include <stddef.h>

#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))

struct device {
  int id;
};

struct my_data {
  pthread_mutex_t lock;
  struct device dev;
  int shared;
};

static pthread_t t1, t2;

static void *callback(void *arg) {
  struct device *dev = arg;
  struct my_data *data = container_of(dev, struct my_data, dev);
  data->shared = data->shared + 1;
  return 0;
}

static int probe(struct my_data *data) {
  pthread_mutex_init(&data->lock, 0);
  data->shared = 0;
  pthread_create(&t1, 0, callback, &data->dev);
  pthread_create(&t2, 0, callback, &data->dev);
  return 0;
}

int main(void) {
  struct my_data data;
  probe(&data);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}

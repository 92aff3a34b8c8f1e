/* Class: a stack object whose address reaches other threads through a helper and container_of
   (issue #24, item 3): the race-free counterpart of container_of_helper_race.c, each thread
   updates data->shared under data->lock, a mutex of the same stack object. Before the fix this
   verified only because `data` was (wrongly) thread-local; now the lock must protect it. */
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
  pthread_mutex_lock(&data->lock);
  data->shared = data->shared + 1;
  pthread_mutex_unlock(&data->lock);
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

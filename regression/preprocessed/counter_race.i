/* A preprocessed POSIX-threads program (.i, as SV-COMP's tasks: the headers are expanded, no
   #include <pthread.h> is left, so the definition of main makes it a pthread program): two
   threads update a counter without a lock. Before .i inputs were accepted, pairlock printed
   "counter_race.i: expected a .c file or a directory of them" (exit 2). */
typedef unsigned long int pthread_t;
union pthread_attr_t
{
  char __size[56];
  long int __align;
};
typedef union pthread_attr_t pthread_attr_t;
extern int pthread_create (pthread_t *__restrict __newthread,
      const pthread_attr_t *__restrict __attr,
      void *(*__start_routine) (void *),
      void *__restrict __arg) __attribute__ ((__nothrow__)) __attribute__ ((__nonnull__ (1, 3)));
extern int pthread_join (pthread_t __th, void **__thread_return);

int counter;

void *inc(void *arg) {
  counter = counter + 1;
  return ((void *)0);
}

void *dec(void *arg) {
  counter = counter - 1;
  return ((void *)0);
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, ((void *)0), inc, ((void *)0));
  pthread_create(&b, ((void *)0), dec, ((void *)0));
  pthread_join(a, ((void *)0));
  pthread_join(b, ((void *)0));
  return 0;
}

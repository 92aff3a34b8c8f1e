/* A preprocessed POSIX-threads program (.i, as SV-COMP's tasks; glibc's mutex type expanded):
   two threads update a counter under one mutex, main reads it after joining both. Before .i
   inputs were accepted, pairlock printed "counter_mutex_safe.i: expected a .c file or a
   directory of them" (exit 2). */
typedef unsigned long int pthread_t;
union pthread_attr_t
{
  char __size[56];
  long int __align;
};
typedef union pthread_attr_t pthread_attr_t;
typedef struct __pthread_internal_list
{
  struct __pthread_internal_list *__prev;
  struct __pthread_internal_list *__next;
} __pthread_list_t;
struct __pthread_mutex_s
{
  int __lock;
  unsigned int __count;
  int __owner;
  unsigned int __nusers;
  int __kind;
  short __spins;
  short __elision;
  __pthread_list_t __list;
};
typedef union
{
  struct __pthread_mutex_s __data;
  char __size[40];
  long int __align;
} pthread_mutex_t;
typedef union
{
  char __size[4];
  int __align;
} pthread_mutexattr_t;
extern int pthread_create (pthread_t *__restrict __newthread,
      const pthread_attr_t *__restrict __attr,
      void *(*__start_routine) (void *),
      void *__restrict __arg) __attribute__ ((__nothrow__)) __attribute__ ((__nonnull__ (1, 3)));
extern int pthread_join (pthread_t __th, void **__thread_return);
extern int pthread_mutex_init (pthread_mutex_t *__mutex,
          const pthread_mutexattr_t *__mutexattr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern int pthread_mutex_lock (pthread_mutex_t *__mutex)
     __attribute__ ((__nothrow__)) __attribute__ ((__nonnull__ (1)));
extern int pthread_mutex_unlock (pthread_mutex_t *__mutex)
     __attribute__ ((__nothrow__)) __attribute__ ((__nonnull__ (1)));

int counter;
pthread_mutex_t m;

void *inc(void *arg) {
  pthread_mutex_lock(&m);
  counter = counter + 1;
  pthread_mutex_unlock(&m);
  return ((void *)0);
}

void *dec(void *arg) {
  pthread_mutex_lock(&m);
  counter = counter - 1;
  pthread_mutex_unlock(&m);
  return ((void *)0);
}

int main(void) {
  pthread_t a, b;
  pthread_mutex_init(&m, ((void *)0));
  pthread_create(&a, ((void *)0), inc, ((void *)0));
  pthread_create(&b, ((void *)0), dec, ((void *)0));
  pthread_join(a, ((void *)0));
  pthread_join(b, ((void *)0));
  return counter;
}

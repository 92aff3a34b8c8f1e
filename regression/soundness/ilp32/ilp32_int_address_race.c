/* Class: the ILP32 data model (issue #28; SV-COMP's tasks are mostly ILP32). With
   --data-model ILP32, pointers and unsigned long are 32 bits wide, so an address can travel
   through a 32-bit integer. The thread receives the address of `a` or `b` as an unsigned long
   and writes through it; main writes `a`. Before this fixture pairlock compiled every program
   for x86-64 (there was no --data-model) and its points-to analysis took integers narrower than
   64 bits for integers that hold no address: compiled for i386, the write through the integer
   pointed nowhere and the race on `a` was not reported. The declarations stand in for
   <pthread.h>, whose 32-bit variant a host need not have (SV-COMP's tasks are preprocessed). */
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *, const void *, void *(*)(void *), void *);
extern int pthread_join(pthread_t, void **);
extern int __VERIFIER_nondet_int(void);

int a, b;
unsigned long where;

void *work(void *arg) {
  int *p = (int *) where;
  *p = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  where = (unsigned long) (__VERIFIER_nondet_int() ? &a : &b);
  pthread_create(&t, 0, work, 0);
  a = 2;
  pthread_join(t, 0);
  return 0;
}

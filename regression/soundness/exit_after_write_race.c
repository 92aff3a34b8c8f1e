/* Class: a thread that writes and then calls a function that does not return (exit, abort,
   pthread_exit, a failed assert, __VERIFIER_error). The write happened, whatever comes after the
   call. Before the fix pairlock already reported the race, because the frontend lets a path
   return after such a call (llvm-frontend FunctionLowering, LLVMUnreachable) rather than cutting
   it; this fixture keeps it so now that a side may stop after any access. */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

extern void __VERIFIER_error(void) __attribute__((__noreturn__));

int status;
int mode;

void *fail(void *arg) {
  status = 1;
  if (mode == 0)
    exit(1);
  if (mode == 1)
    abort();
  if (mode == 2)
    __VERIFIER_error();
  if (mode == 3)
    assert(0);
  pthread_exit(NULL);
}

void *report(void *arg) {
  status = 2;
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, fail, NULL);
  pthread_create(&b, NULL, report, NULL);
  return 0;
}

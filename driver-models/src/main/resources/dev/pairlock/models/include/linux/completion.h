/* pairlock stub kernel header: completions (kernel objects with their own lock; no effect). */
#ifndef PAIRLOCK_LINUX_COMPLETION_H
#define PAIRLOCK_LINUX_COMPLETION_H
#include <linux/types.h>
#include <pairlock/verifier.h>
struct completion {
  int __pairlock_state;
};
#define DECLARE_COMPLETION(name) struct completion name = {0}
#define DECLARE_COMPLETION_ONSTACK(name) struct completion name = {0}
void init_completion(struct completion *c);
void reinit_completion(struct completion *c);
void complete(struct completion *c);
void complete_all(struct completion *c);
void wait_for_completion(struct completion *c);
unsigned long wait_for_completion_timeout(struct completion *c, unsigned long t);
int wait_for_completion_interruptible(struct completion *c);
long wait_for_completion_interruptible_timeout(struct completion *c, unsigned long t);
#endif

/*
 * pairlock verifier intrinsics: the only functions the C models in these headers call besides
 * other kernel functions. Each is modelled in functions.xml (pure: a fresh value, no effect on
 * driver memory). Nothing else in the headers is special to the verifier.
 */
#ifndef PAIRLOCK_VERIFIER_H
#define PAIRLOCK_VERIFIER_H
int __pairlock_nondet_int(void);
long __pairlock_nondet_long(void);
unsigned long __pairlock_nondet_ulong(void);
unsigned long long __pairlock_nondet_u64(void);
#endif

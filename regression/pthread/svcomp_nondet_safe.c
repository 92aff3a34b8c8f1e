/*
 * SV-COMP's nondeterministic values (__VERIFIER_nondet_X of the competition rules) are fresh
 * values of their type with no effect on memory. Before they were all modelled, a harness
 * calling __VERIFIER_nondet_longlong (as SV-COMP's pthread-driver-races tasks do) was an extern
 * call without a model: its pairs unverified, exit 3.
 */
#include <pthread.h>
#include <stddef.h>

extern _Bool __VERIFIER_nondet_bool(void);
extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern unsigned __VERIFIER_nondet_unsigned(void);
extern long __VERIFIER_nondet_long(void);
extern unsigned long __VERIFIER_nondet_ulong(void);
extern long long __VERIFIER_nondet_longlong(void);
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
extern __int128 __VERIFIER_nondet_int128(void);
extern unsigned __int128 __VERIFIER_nondet_uint128(void);
extern unsigned int __VERIFIER_nondet_u32(void);
extern size_t __VERIFIER_nondet_size_t(void);
extern long long __VERIFIER_nondet_loff_t(void);
extern unsigned long __VERIFIER_nondet_sector_t(void);
extern pthread_t __VERIFIER_nondet_pthread_t(void);
extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);

long long total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *add(void *arg) {
  long long v = __VERIFIER_nondet_bool() + __VERIFIER_nondet_char() + __VERIFIER_nondet_uchar()
      + __VERIFIER_nondet_short() + __VERIFIER_nondet_ushort() + __VERIFIER_nondet_int()
      + __VERIFIER_nondet_uint() + __VERIFIER_nondet_unsigned() + __VERIFIER_nondet_long()
      + __VERIFIER_nondet_ulong() + __VERIFIER_nondet_longlong()
      + __VERIFIER_nondet_ulonglong() + (long long)__VERIFIER_nondet_int128()
      + (long long)__VERIFIER_nondet_uint128() + __VERIFIER_nondet_u32()
      + __VERIFIER_nondet_size_t() + __VERIFIER_nondet_loff_t() + __VERIFIER_nondet_sector_t()
      + (long long)__VERIFIER_nondet_pthread_t() + (long long)__VERIFIER_nondet_float()
      + (long long)__VERIFIER_nondet_double();
  pthread_mutex_lock(&m);
  total = total + v;
  pthread_mutex_unlock(&m);
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, add, NULL);
  pthread_create(&b, NULL, add, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return total != 0;
}

/* pairlock stub kernel header. Barriers order nothing the lockset analysis looks at: no-ops. */
#ifndef PAIRLOCK_LINUX_COMPILER_H
#define PAIRLOCK_LINUX_COMPILER_H
#include <linux/types.h>
#define READ_ONCE(x) (*(volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, v) (*(volatile __typeof__(x) *)&(x) = (v))
#define ACCESS_ONCE(x) (*(volatile __typeof__(x) *)&(x))
#define barrier() do { } while (0)
#define __force
#define uninitialized_var(x) x = x
#define __same_type(a, b) __builtin_types_compatible_p(__typeof__(a), __typeof__(b))
#endif

/* Forced include of the fake tree (kbuild passes -include ./include/linux/compiler_types.h). */
#define __always_inline inline __attribute__((__always_inline__))
#define __user
#define __init
#define __exit

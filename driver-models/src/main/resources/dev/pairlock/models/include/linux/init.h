/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_INIT_H
#define PAIRLOCK_LINUX_INIT_H
#define __init
#define __exit
#define __initdata
#define __exitdata
/*
 * module_init/module_exit record the function in a global placed in a section pairlock
 * recognises (see entry-points.xml, <init-section>).
 */
#define module_init(fn) \
  static int (*__pairlock_module_init_##fn)(void) \
      __attribute__((used, section(".pairlock.module_init"))) = fn;
#define module_exit(fn) \
  static void (*__pairlock_module_exit_##fn)(void) \
      __attribute__((used, section(".pairlock.module_exit"))) = fn;
#endif

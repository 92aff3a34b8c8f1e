/* Class: a callback handed to an external function without a model (not an entry point): inconclusive (exit 3), not "nothing to check".
   (found by review after the soundness merges; before the fix pairlock printed a wrong race-free, exit 0.) */
/* module_init hands a callback to a kernel function pairlock has no model of (extern); the callback
   may run concurrently with module_init's later write (race on state). */
#include <linux/module.h>
#include <linux/kernel.h>

extern int foo_register(void (*cb)(void));

static int state;

static void dev_cb(void)
{
	state = 1;
}

static int __init dev_init(void)
{
	foo_register(dev_cb);
	state = 2;
	return 0;
}

static void __exit dev_exit(void)
{
}

module_init(dev_init);
module_exit(dev_exit);
MODULE_LICENSE("GPL");

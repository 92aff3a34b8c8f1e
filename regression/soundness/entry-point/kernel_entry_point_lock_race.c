/* Class: --entry-point on a function that also runs as a helper or a thread template: it runs as threads of its own, so it is neither "run once" (lock instances) nor a single instance.
   (found by review after the soundness merges; before the fix pairlock printed a wrong race-free, exit 0.) */
/* --entry-point dev_poke: dev_poke runs as an entry point of its own (many concurrent runs) besides
   dev_init's one call; each run locks its own kmalloc'ed mutex and bumps counter: race on counter. */
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/slab.h>

static int counter;

static void dev_poke(void)
{
	struct mutex *m = kmalloc(sizeof(*m), GFP_KERNEL);
	if (!m)
		return;
	mutex_init(m);
	mutex_lock(m);
	counter++;
	mutex_unlock(m);
}

static int __init dev_init(void)
{
	dev_poke();
	return 0;
}

static void __exit dev_exit(void)
{
}

module_init(dev_init);
module_exit(dev_exit);
MODULE_LICENSE("GPL");

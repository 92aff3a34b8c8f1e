/* Two abstract locations whose readable names coincide must stay two locks. */
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

struct mydev { spinlock_t lock; int x; };
static struct mydev *global_dev;

void setup(void) { global_dev = kzalloc(sizeof(struct mydev), GFP_KERNEL); }

void via_param(struct mydev *d)
{
	spin_lock(&d->lock);
	d->x++;
	spin_unlock(&d->lock);
}

void via_heap(void)
{
	spin_lock(&global_dev->lock);
	global_dev->x++;
	spin_unlock(&global_dev->lock);
}

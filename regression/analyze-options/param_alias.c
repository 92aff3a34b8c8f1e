/*
 * Parameter aliasing: xfer writes out->data without the lock only when in and out are the same
 * object. Under the default assumption that an entry point's pointer parameters do not alias,
 * that path is infeasible; with --param-aliasing it races. xfer is not in any ops table: it is
 * named with --entry-point.
 */
#include <linux/module.h>
#include <linux/mutex.h>

struct chan {
	int data;
};

static DEFINE_MUTEX(chan_lock);

int xfer(struct chan *in, struct chan *out)
{
	if (in == out) {
		out->data = 0;
		return 0;
	}
	mutex_lock(&chan_lock);
	out->data = in->data;
	mutex_unlock(&chan_lock);
	return 1;
}

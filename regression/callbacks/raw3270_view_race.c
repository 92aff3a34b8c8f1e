/*
 * Callbacks as entry points (issue #27), class: a view of the s390 3270 core (fs3270, tty3270).
 * The core calls the view's functions (struct raw3270_fn) when it switches views and on the
 * device's interrupts, and a request's callback (rq->callback, stored by the driver before
 * raw3270_start) when the request ends; all of them with the ccw device lock held, so they never
 * overlap one another, but they overlap the file operations. The interrupt function sets the
 * attention flag, which read clears without a lock: a race. The request callback and activate
 * both write the pending count, with no lock of the driver's: serialized by the ccw device lock.
 * Before: every function "callback-not-entry" (raw3270_add_view, raw3270_start: handed
 * functions), exit 3. raw3270.h is the driver's own header in the kernel, declared here.
 */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/slab.h>
#include <linux/wait.h>

struct irb;
struct raw3270_view;

struct raw3270_request {
	struct raw3270_view *view;
	int rc;
	void (*callback)(struct raw3270_request *, void *);
	void *callback_data;
};

struct raw3270_fn {
	int (*activate)(struct raw3270_view *);
	void (*deactivate)(struct raw3270_view *);
	int (*intv)(struct raw3270_view *, struct raw3270_request *, struct irb *);
	void (*release)(struct raw3270_view *);
	void (*free)(struct raw3270_view *);
	void (*resize)(struct raw3270_view *, int, int, int);
};

struct raw3270_view {
	struct raw3270_fn *fn;
	int rows, cols;
};

struct raw3270_request *raw3270_request_alloc(size_t size);
int raw3270_add_view(struct raw3270_view *, struct raw3270_fn *, int);
void raw3270_del_view(struct raw3270_view *);
int raw3270_start(struct raw3270_view *, struct raw3270_request *);

struct tube {
	struct raw3270_view view;	/* first: the core's view is the tube */
	struct raw3270_request *rq;
	int attention;
	int pending;
};

static struct tube *tube;

static void tube_done(struct raw3270_request *rq, void *data)
{
	struct tube *tp = (struct tube *) rq->view;

	tp->pending--;
}

static int tube_activate(struct raw3270_view *view)
{
	struct tube *tp = (struct tube *) view;

	tp->pending = 0;
	return 0;
}

static void tube_deactivate(struct raw3270_view *view)
{
}

static int tube_irq(struct raw3270_view *view, struct raw3270_request *rq, struct irb *irb)
{
	struct tube *tp = (struct tube *) view;

	tp->attention = 1;
	return 0;
}

static struct raw3270_fn tube_fn = {
	.activate = tube_activate,
	.deactivate = tube_deactivate,
	.intv = tube_irq,
};

static ssize_t tube_read(struct file *filp, char __user *buf, size_t n, loff_t *off)
{
	int a = tube->attention;

	tube->attention = 0;
	return a;
}

static const struct file_operations tube_fops = {
	.owner = THIS_MODULE,
	.read = tube_read,
};

static int __init tube_init(void)
{
	tube = kzalloc(sizeof(*tube), GFP_KERNEL);
	if (!tube)
		return -ENOMEM;
	tube->rq = raw3270_request_alloc(64);
	tube->rq->callback = tube_done;
	if (raw3270_add_view(&tube->view, &tube_fn, 1))
		return -ENODEV;
	raw3270_start(&tube->view, tube->rq);
	return register_chrdev(227, "tube", &tube_fops);
}

static void __exit tube_exit(void)
{
	unregister_chrdev(227, "tube");
	raw3270_del_view(&tube->view);
}

module_init(tube_init);
module_exit(tube_exit);
MODULE_LICENSE("GPL");

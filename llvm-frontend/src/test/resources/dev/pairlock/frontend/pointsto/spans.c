#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>

struct nd {
	int a;
	unsigned char perm[8];
	unsigned char *addr;
	int b;
};
static struct nd nd;
static unsigned char addr_store[8];

struct rec { int key; unsigned char tag[4]; };
struct table { struct rec recs[4]; int n; };
static struct table tbl;

struct priv {
	struct mutex lock;
	int count;
	void (*reset)(struct priv *p);
};
static struct priv the_priv;

static int sum_calls;

/* called with the embedded perm[] array and with the buffer addr points to: its constant
   indices land inside the folded array, so struct nd keeps its layout (it counts its calls in a
   global, so it is no accessor inlined into its callers: one body for both calls) */
static int sum_addr(unsigned char *m)
{
	sum_calls++;
	return m[0] + m[4] + m[5]; /* MAC */
}

/* only called through the_priv.reset: its argument is the driver's, not a kernel object */
static void reset(struct priv *p)
{
	mutex_lock(&p->lock);
	p->count = 0; /* COUNT */
	mutex_unlock(&p->lock);
}

static ssize_t dev_read(struct file *f, char __user *b, size_t n, loff_t *o)
{
	int i;
	struct rec *r = &tbl.recs[n & 3];

	for (i = 0; i < 6; i++)
		nd.addr[i] = 0; /* ADDR: p + i on a loaded pointer, into a folded array */
	i = sum_addr(nd.perm) + sum_addr(nd.addr);
	nd.b = i; /* NDB */
	r[1].key = 1; /* another element of the folded recs[] */
	r->tag[2] = 0; /* TAG (a nested folded array) */
	tbl.n = 0; /* TBLN */
	the_priv.reset(&the_priv);
	return 0;
}

static const struct file_operations fops = { .read = dev_read };
static struct miscdevice misc = { .fops = &fops };

static int __init init(void)
{
	nd.addr = addr_store;
	mutex_init(&the_priv.lock);
	the_priv.reset = reset;
	return misc_register(&misc);
}
module_init(init);

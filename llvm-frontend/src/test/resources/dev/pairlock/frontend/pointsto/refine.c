#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/string.h>
#include <linux/workqueue.h>

struct addr { unsigned short family; char data[14]; };
struct dev {
	int slots[8];
	struct work_struct work;
	int count;
	unsigned char mac[6];
	int *table;
	int after;
};

static struct dev the_dev;
static struct dev other_dev;
static struct dev third_dev;
static int table_store[4];

struct state { int a; int b; };
static struct state st;
struct cfg { int flags; struct state *s; };
static struct cfg cfg = { 1, &st };

/* container_of from a member outside the folded array slots[]: exact */
static void work_fn(struct work_struct *w)
{
	struct dev *d = container_of(w, struct dev, work);
	d->count++; /* COUNT */
}

/* void * used as struct addr: the struct addr object, as if declared so */
static long set_addr(struct file *f, unsigned int cmd, unsigned long arg)
{
	return 0;
}

static int use_addr(struct addr *a)
{
	/* byte arithmetic collapses the struct addr object; a copy from it bounded by its array
	   (14 bytes) still keeps the_dev's layout */
	((char *)a)[a->family] = 0;
	memcpy(the_dev.mac, a->data, a->family);
	return 0;
}

static int typed_addr(struct addr *a)
{
	return a->family; /* TYPED */
}

static ssize_t dev_read(struct file *f, char __user *b, size_t n, loff_t *o)
{
	int v = the_dev.after; /* AFTER */
	int *s = &other_dev.slots[n & 7];
	char *c = (char *)&third_dev.slots[n & 7];
	s[1] = 0; /* another element of the folded array (C arithmetic stays in its array) */
	other_dev.count = v; /* OTHER */
	c[1] = 0; /* BYTE: byte 1 of whichever element (the array is folded, not the struct) */
	third_dev.count = v; /* THIRD */
	((char *)&cfg)[n & 7] = 0; /* collapses cfg: its cell points to st */
	if (cfg.flags & 2) /* an int loaded from it cannot be an address: st keeps its layout */
		st.b = v; /* STATE */
	return v;
}

static const struct file_operations fops = { .read = dev_read, .unlocked_ioctl = set_addr };
static struct miscdevice misc = { .fops = &fops };

static int __init init(void)
{
	INIT_WORK(&the_dev.work, work_fn);
	return misc_register(&misc);
}
module_init(init);

/* called by nobody in the driver: the kernel may call it, with kernel objects */
int exported_a(void *p)
{
	struct addr *a = p;
	use_addr(a);
	return a->family; /* FAMILY */
}
int exported_b(struct addr *a) { return typed_addr(a); }

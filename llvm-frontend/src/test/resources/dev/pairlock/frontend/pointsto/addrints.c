#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/types.h>

/* 64-bit integers: flags are not addresses; an address kept in an unsigned long is found again */
struct state { int a; int b; };
struct target { int x; int y; };
static struct state st;
static struct target tg;

struct cfg { u64 features; struct state *s; };
static struct cfg cfg = { 1, &st };

struct holder { int tag; unsigned long data; };
static struct holder holder;
static struct holder other;
static struct target tg2;

static noinline unsigned long read_ul(unsigned long *q)
{
	return *q; /* a load through a pointer of unknown key */
}

static ssize_t dev_read(struct file *f, char __user *b, size_t n, loff_t *o)
{
	u64 changed;
	struct target *t;

	((char *)&cfg)[n & 7] = 0; /* collapses cfg: its cell points to st */
	changed = cfg.features ^ n; /* a 64-bit flag from it: no address */
	if (changed & 2)
		st.b = 1; /* WIDE */
	t = (struct target *)holder.data; /* the address init stored */
	t->y = 2; /* HIDDEN */
	t = (struct target *)read_ul(&other.data); /* through a pointer to the field: found too */
	t->x = 3; /* VIAPTR */
	return 0;
}

static const struct file_operations fops = { .read = dev_read };
static struct miscdevice misc = { .fops = &fops };

static int __init init(void)
{
	holder.data = (unsigned long)&tg;
	other.data = (unsigned long)&tg2;
	return misc_register(&misc);
}
module_init(init);

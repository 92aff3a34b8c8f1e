/* racy: writes a global without its mutex in one entry point */
#include <linux/demo.h>

static struct mutex m;
static int level;

static ssize_t racy_read(struct file *f, char __user *buf, size_t n, loff_t *pos)
{
	int l;

	mutex_lock(&m);
	l = level;
	mutex_unlock(&m);
	return l;
}

static ssize_t racy_write(struct file *f, const char __user *buf, size_t n, loff_t *pos)
{
	level = n;
	return n;
}

static const struct file_operations racy_fops = {
	.read = racy_read,
	.write = racy_write,
};

/* the module's init is a header's function: its notes name the header under the tree */
module_init(demo_nothing_init)

#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>
#include <linux/uaccess.h>

#define NVRAM_SIZE 128

static DEFINE_MUTEX(nvram_mutex);
static int nvram_len = NVRAM_SIZE;
static char nvram_data[NVRAM_SIZE];
static int open_count;

static loff_t nvram_llseek(struct file *file, loff_t offset, int origin)
{
	switch (origin) {
	case 0:
		break;
	case 1:
		offset += file->f_pos;
		break;
	case 2:
		offset += nvram_len;
		break;
	default:
		return -EINVAL;
	}
	if (offset < 0 || offset > nvram_len)
		return -EINVAL;
	file->f_pos = offset;
	return file->f_pos;
}

static ssize_t nvram_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	ssize_t n;
	mutex_lock(&nvram_mutex);
	if (*ppos >= nvram_len) {
		mutex_unlock(&nvram_mutex);
		return 0;
	}
	n = min_t(size_t, count, nvram_len - *ppos);
	if (copy_to_user(buf, nvram_data + *ppos, n)) {
		mutex_unlock(&nvram_mutex);
		return -EFAULT;
	}
	*ppos += n;
	mutex_unlock(&nvram_mutex);
	return n;
}

static int nvram_open(struct inode *inode, struct file *file)
{
	if (mutex_lock_interruptible(&nvram_mutex))
		return -ERESTARTSYS;
	open_count++;
	mutex_unlock(&nvram_mutex);
	return 0;
}

static int nvram_release(struct inode *inode, struct file *file)
{
	open_count--;
	return 0;
}

static const struct file_operations nvram_fops = {
	.owner = THIS_MODULE,
	.llseek = nvram_llseek,
	.read = nvram_read,
	.open = nvram_open,
	.release = nvram_release,
};

static struct miscdevice nvram_dev = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "nvram",
	.fops = &nvram_fops,
};

static int __init nvram_init(void)
{
	return misc_register(&nvram_dev);
}

static void __exit nvram_exit(void)
{
	misc_deregister(&nvram_dev);
}

module_init(nvram_init);
module_exit(nvram_exit);

/*
 * A miniature of 6.1's seq_file, debugfs and /proc shapes, written for the test (not kernel
 * source): struct seq_file with its mutex (include/linux/seq_file.h), single_open and
 * DEFINE_SHOW_ATTRIBUTE (whose open passes inode->i_private), debugfs_create_file
 * (include/linux/debugfs.h), proc_create_single (include/linux/proc_fs.h), and a character
 * device (cdev_init/cdev_add) for the driver's own entry points.
 */
#ifndef _SQ_SEQ_FILE_H
#define _SQ_SEQ_FILE_H
#include <generated/autoconf.h>
typedef unsigned long size_t;
typedef long ssize_t;
typedef long long loff_t;
typedef unsigned short umode_t;
typedef unsigned int dev_t;
#define ENOMEM 12

struct mutex { long owner; };
void mutex_lock_nested(struct mutex *lock, unsigned int subclass);
void mutex_unlock(struct mutex *lock);
#define mutex_lock(lock) mutex_lock_nested(lock, 0)

struct inode {
	unsigned long i_ino;
	void *i_private;
};
struct file {
	loff_t f_pos;
	void *private_data;
};
struct module;
extern struct module __this_module;
#define THIS_MODULE (&__this_module)
struct file_operations {
	struct module *owner;
	int (*open)(struct inode *, struct file *);
	ssize_t (*read)(struct file *, char *, size_t, loff_t *);
	ssize_t (*write)(struct file *, const char *, size_t, loff_t *);
	loff_t (*llseek)(struct file *, loff_t, int);
	int (*release)(struct inode *, struct file *);
};

struct seq_operations;
struct seq_file {
	char *buf;
	size_t size;
	loff_t index;
	struct mutex lock;
	const struct seq_operations *op;
	const struct file *file;
	void *private;
};
int seq_printf(struct seq_file *m, const char *fmt, ...);
ssize_t seq_read(struct file *file, char *buf, size_t size, loff_t *ppos);
loff_t seq_lseek(struct file *file, loff_t offset, int whence);
int single_open(struct file *, int (*)(struct seq_file *, void *), void *);
int single_release(struct inode *, struct file *);
#define DEFINE_SHOW_ATTRIBUTE(__name)					\
static int __name ## _open(struct inode *inode, struct file *file)	\
{									\
	return single_open(file, __name ## _show, inode->i_private);	\
}									\
									\
static const struct file_operations __name ## _fops = {			\
	.owner		= THIS_MODULE,					\
	.open		= __name ## _open,				\
	.read		= seq_read,					\
	.llseek		= seq_lseek,					\
	.release	= single_release,				\
}

struct dentry;
struct dentry *debugfs_create_dir(const char *name, struct dentry *parent);
struct dentry *debugfs_create_file(const char *name, umode_t mode, struct dentry *parent,
				   void *data, const struct file_operations *fops);
void debugfs_remove(struct dentry *dentry);

struct proc_dir_entry;
struct proc_dir_entry *proc_create_single_data(const char *name, umode_t mode,
		struct proc_dir_entry *parent, int (*show)(struct seq_file *, void *), void *data);
#define proc_create_single(name, mode, parent, show) \
	proc_create_single_data(name, mode, parent, show, (void *)0)
void remove_proc_entry(const char *name, struct proc_dir_entry *parent);

struct cdev {
	long kobj[8];
	struct module *owner;
	const struct file_operations *ops;
	dev_t dev;
	unsigned int count;
};
void cdev_init(struct cdev *cdev, const struct file_operations *fops);
int cdev_add(struct cdev *cdev, dev_t dev, unsigned int count);
void cdev_del(struct cdev *cdev);

#define module_init(fn) int init_module(void) __attribute__((alias(#fn)));
#define module_exit(fn) void cleanup_module(void) __attribute__((alias(#fn)));
#endif

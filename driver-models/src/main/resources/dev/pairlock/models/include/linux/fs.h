/* pairlock stub kernel header: the parts of the VFS small character drivers use. */
#ifndef PAIRLOCK_LINUX_FS_H
#define PAIRLOCK_LINUX_FS_H
#include <linux/types.h>
#include <linux/kernel.h> /* as in Linux, reached transitively */
#include <linux/mutex.h>
#include <linux/spinlock.h>

struct module;
struct poll_table_struct;
struct vm_area_struct;
struct dentry;

struct inode {
  umode_t i_mode;
  unsigned long i_ino;
  dev_t i_rdev;
  loff_t i_size;
  void *i_private;
  struct cdev *i_cdev;
};

struct file {
  struct inode *f_inode;
  unsigned int f_flags;
  fmode_t f_mode;
  loff_t f_pos;
  void *private_data;
};

struct file_operations {
  struct module *owner;
  loff_t (*llseek)(struct file *, loff_t, int);
  ssize_t (*read)(struct file *, char __user *, size_t, loff_t *);
  ssize_t (*write)(struct file *, const char __user *, size_t, loff_t *);
  unsigned int (*poll)(struct file *, struct poll_table_struct *);
  long (*unlocked_ioctl)(struct file *, unsigned int, unsigned long);
  long (*compat_ioctl)(struct file *, unsigned int, unsigned long);
  int (*mmap)(struct file *, struct vm_area_struct *);
  int (*open)(struct inode *, struct file *);
  int (*flush)(struct file *, void *id);
  int (*release)(struct inode *, struct file *);
  int (*fsync)(struct file *, loff_t, loff_t, int datasync);
  int (*fasync)(int, struct file *, int);
};

#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2

loff_t no_llseek(struct file *file, loff_t offset, int whence);
loff_t noop_llseek(struct file *file, loff_t offset, int whence);
loff_t generic_file_llseek(struct file *file, loff_t offset, int whence);
int nonseekable_open(struct inode *inode, struct file *filp);
unsigned int iminor(const struct inode *inode);
unsigned int imajor(const struct inode *inode);
int register_chrdev(unsigned int major, const char *name, const struct file_operations *fops);
void unregister_chrdev(unsigned int major, const char *name);
#endif

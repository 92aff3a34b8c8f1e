/* pairlock stub kernel header: the parts of the VFS character and block drivers use. */
#ifndef PAIRLOCK_LINUX_FS_H
#define PAIRLOCK_LINUX_FS_H
#include <linux/types.h>
#include <linux/kernel.h> /* as in Linux, reached transitively */
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/wait.h>
#include <linux/fcntl.h>
#include <linux/major.h>

struct module;
struct poll_table_struct;
struct vm_area_struct;
struct dentry;
struct file_lock;
struct page;
struct kiocb;
struct iov_iter;
struct fasync_struct;
struct pipe_inode_info;
struct seq_file;
struct block_device;
struct gendisk;
struct cdev;
struct super_block;
struct path {
  void *mnt;
  struct dentry *dentry;
};
struct timespec {
  long tv_sec;
  long tv_nsec;
};

struct inode {
  umode_t i_mode;
  unsigned long i_ino;
  dev_t i_rdev;
  loff_t i_size;
  void *i_private;
  struct cdev *i_cdev;
  struct block_device *i_bdev;
  struct super_block *i_sb;
  struct mutex i_mutex;
  struct timespec i_atime, i_mtime, i_ctime;
};

struct file {
  struct path f_path;
  struct inode *f_inode;
  const struct file_operations *f_op;
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
  ssize_t (*read_iter)(struct kiocb *, struct iov_iter *);
  ssize_t (*write_iter)(struct kiocb *, struct iov_iter *);
  int (*iterate)(struct file *, void *);
  unsigned int (*poll)(struct file *, struct poll_table_struct *);
  /* the pre-2.6.36 ioctl, still used by some drivers of the suite */
  int (*ioctl)(struct inode *, struct file *, unsigned int, unsigned long);
  long (*unlocked_ioctl)(struct file *, unsigned int, unsigned long);
  long (*compat_ioctl)(struct file *, unsigned int, unsigned long);
  int (*mmap)(struct file *, struct vm_area_struct *);
  int (*open)(struct inode *, struct file *);
  int (*flush)(struct file *, void *id);
  int (*release)(struct inode *, struct file *);
  int (*fsync)(struct file *, loff_t, loff_t, int datasync);
  int (*aio_fsync)(struct kiocb *, int datasync);
  int (*fasync)(int, struct file *, int);
  int (*lock)(struct file *, int, struct file_lock *);
  ssize_t (*sendpage)(struct file *, struct page *, int, size_t, loff_t *, int);
  unsigned long (*get_unmapped_area)(struct file *, unsigned long, unsigned long, unsigned long,
                                     unsigned long);
  int (*check_flags)(int);
  int (*flock)(struct file *, int, struct file_lock *);
  ssize_t (*splice_write)(struct pipe_inode_info *, struct file *, loff_t *, size_t, unsigned int);
  ssize_t (*splice_read)(struct file *, loff_t *, struct pipe_inode_info *, size_t, unsigned int);
  long (*fallocate)(struct file *file, int mode, loff_t offset, loff_t len);
};

#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#define FMODE_READ ((fmode_t)0x1)
#define FMODE_WRITE ((fmode_t)0x2)
#define FMODE_LSEEK ((fmode_t)0x4)
#define FMODE_PREAD ((fmode_t)0x8)
#define FMODE_PWRITE ((fmode_t)0x10)
#define FMODE_EXCL ((fmode_t)0x80)
#define FMODE_NDELAY ((fmode_t)0x40)
#define MINORBITS 20
#define MINORMASK ((1U << MINORBITS) - 1)
#define MAJOR(dev) ((unsigned int)((dev) >> MINORBITS))
#define MINOR(dev) ((unsigned int)((dev) & MINORMASK))
#define MKDEV(ma, mi) (((ma) << MINORBITS) | (mi))
#define CHRDEV_MAJOR_HASH_SIZE 255

loff_t no_llseek(struct file *file, loff_t offset, int whence);
loff_t noop_llseek(struct file *file, loff_t offset, int whence);
loff_t generic_file_llseek(struct file *file, loff_t offset, int whence);
loff_t default_llseek(struct file *file, loff_t offset, int whence);
int nonseekable_open(struct inode *inode, struct file *filp);
int stream_open(struct inode *inode, struct file *filp);
static inline unsigned int iminor(const struct inode *inode) { return MINOR(inode->i_rdev); }
static inline unsigned int imajor(const struct inode *inode) { return MAJOR(inode->i_rdev); }
static inline struct inode *file_inode(const struct file *f) { return f->f_inode; }
int register_chrdev(unsigned int major, const char *name, const struct file_operations *fops);
void unregister_chrdev(unsigned int major, const char *name);
int __register_chrdev(unsigned int major, unsigned int baseminor, unsigned int count,
                      const char *name, const struct file_operations *fops);
void __unregister_chrdev(unsigned int major, unsigned int baseminor, unsigned int count,
                         const char *name);
int register_chrdev_region(dev_t from, unsigned count, const char *name);
int alloc_chrdev_region(dev_t *dev, unsigned baseminor, unsigned count, const char *name);
void unregister_chrdev_region(dev_t from, unsigned count);
int register_blkdev(unsigned int major, const char *name);
void unregister_blkdev(unsigned int major, const char *name);
int fasync_helper(int fd, struct file *filp, int on, struct fasync_struct **fapp);
void kill_fasync(struct fasync_struct **fp, int sig, int band);
struct timespec current_fs_time(struct super_block *sb);
int check_disk_change(struct block_device *bdev);
#endif

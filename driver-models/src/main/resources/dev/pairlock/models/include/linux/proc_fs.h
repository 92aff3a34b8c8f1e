/* pairlock stub kernel header: /proc entries (create_proc_read_entry's read_proc is an entry point). */
#ifndef PAIRLOCK_LINUX_PROC_FS_H
#define PAIRLOCK_LINUX_PROC_FS_H
#include <linux/fs.h>
struct proc_dir_entry;
typedef int(read_proc_t)(char *page, char **start, off_t off, int count, int *eof, void *data);
struct proc_dir_entry *proc_create(const char *name, umode_t mode, struct proc_dir_entry *parent,
                                   const struct file_operations *fops);
struct proc_dir_entry *proc_create_data(const char *name, umode_t mode,
                                        struct proc_dir_entry *parent,
                                        const struct file_operations *fops, void *data);
struct proc_dir_entry *create_proc_read_entry(const char *name, umode_t mode,
                                              struct proc_dir_entry *base, read_proc_t *read_proc,
                                              void *data);
struct proc_dir_entry *proc_mkdir(const char *name, struct proc_dir_entry *parent);
void remove_proc_entry(const char *name, struct proc_dir_entry *parent);
void proc_remove(struct proc_dir_entry *de);
void *PDE_DATA(const struct inode *inode);
#endif

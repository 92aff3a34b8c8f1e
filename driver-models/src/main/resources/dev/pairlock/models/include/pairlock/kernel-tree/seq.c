/*
 * Kernel-tree mode (Linux 6.1): C models of the seq_file helpers that hand a driver's show
 * function to the kernel (fs/seq_file.c single_open, single_open_size; fs/proc/generic.c
 * proc_create_single_data), functions.xml <library model=...>. pairlock compiles this file with
 * the flags of the driver's first file, so it reads the tree's own <linux/seq_file.h> (struct
 * seq_file and its mutex); a tree whose header differs does not compile it, and the functions
 * stay unmodelled (reported, never a proof). The functions are inlined at the driver's calls.
 *
 * What the kernel does: single_open makes a seq_file for the file being opened
 * (file->private_data, seq_open), whose private is the data given, and from then on each read of
 * that file (seq_read) calls show(m, v) holding m->lock. Here: the same seq_file, its private
 * set under m->lock, and show handed over with it as its context (__pairlock_seq_show_callback,
 * functions.xml; the frontend brackets a show function nothing else uses with the two helpers
 * below and makes it an entry point, RequestFunctions; any other use keeps it a reported
 * hand-over). v is SEQ_START_TOKEN for a single_open file: no memory of the driver's.
 *
 * proc_create_single_data registers a /proc file whose every open does single_open(file, show,
 * data): so every open has a seq_file of its own, and two reads of two opens run show at once
 * under two different mutexes. Here the seq_file is allocated in a loop (an object that may be
 * many, with a lock that may be many: LockInstances), so that the mutex never makes two runs of
 * show, or show and anything else but the write of its own private, exclusive. The proc entry is
 * the kernel's (a fresh object of its own, or NULL).
 */
#include <linux/seq_file.h>
#include <linux/slab.h>

extern int __pairlock_nondet_int(void);
extern void __pairlock_seq_show_callback(const void *show, void *m, const void *enter,
					 const void *leave);
/* the proc entry proc_register links into /proc: the kernel's (functions.xml kernel-object) */
extern struct proc_dir_entry *__pairlock_proc_entry(void);

/* what seq_read does around a call of show: it holds the seq_file's mutex */
static void __pl_seq_enter(struct seq_file *m)
{
	mutex_lock(&m->lock);
}

static void __pl_seq_leave(struct seq_file *m)
{
	mutex_unlock(&m->lock);
}

/* single_open (fs/seq_file.c): seq_open's seq_file, the file's private_data, private = data */
__attribute__((always_inline)) int single_open(struct file *file,
					       int (*show)(struct seq_file *, void *), void *data)
{
	struct seq_file *m = kzalloc(sizeof(*m), GFP_KERNEL);

	if (!m)
		return -ENOMEM;
	file->private_data = m;
	__pl_seq_enter(m);
	m->private = data;
	__pl_seq_leave(m);
	__pairlock_seq_show_callback((const void *)show, m, (const void *)__pl_seq_enter,
				     (const void *)__pl_seq_leave);
	return 0;
}

/* single_open_size (fs/seq_file.c): single_open with a buffer of size bytes (the kernel's) */
__attribute__((always_inline)) int single_open_size(struct file *file,
						    int (*show)(struct seq_file *, void *),
						    void *data, size_t size)
{
	return single_open(file, show, data);
}

/* proc_create_single_data (fs/proc/generic.c): a /proc file whose opens single_open show with
 * data (proc_single_open: single_open(file, PDE(inode)->single_show, pde_data(inode))) */
__attribute__((always_inline)) struct proc_dir_entry *proc_create_single_data(
    const char *name, umode_t mode, struct proc_dir_entry *parent,
    int (*show)(struct seq_file *, void *), void *data)
{
	struct seq_file *m;

	(void)*(volatile const char *)name;
	do {
		m = kzalloc(sizeof(*m), GFP_KERNEL);
		if (!m)
			return (struct proc_dir_entry *)0;
		__pl_seq_enter(m);
		m->private = data;
		__pl_seq_leave(m);
		__pairlock_seq_show_callback((const void *)show, m, (const void *)__pl_seq_enter,
					     (const void *)__pl_seq_leave);
	} while (__pairlock_nondet_int());
	return __pairlock_proc_entry();
}

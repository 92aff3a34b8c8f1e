/*
 * Kernel-tree mode (Linux 6.1): a C model of debugfs_create_regset32 (fs/debugfs/file.c),
 * functions.xml <library model=...>, compiled with the flags of the driver's first file and the
 * tree's own <linux/debugfs.h> and <linux/seq_file.h> (a tree whose headers differ does not
 * compile it: the function stays unmodelled, reported) and inlined at the driver's call.
 *
 * What the kernel does: the file's every open single_opens debugfs_regset32_show with the
 * regset given (inode->i_private), and every read of it runs the show holding that open's
 * seq_file mutex: it reads regset->dev (runtime PM of the device, the kernel's), regset->regs,
 * regset->nregs and regset->base, then each register description's name and offset, and the
 * device's register (readl of base + offset: device memory, no driver memory). Here: the same
 * reads of the driver's memory in a show function of this file, handed over as single_open
 * does (seq.c) with a seq_file per open (allocated in a loop: its mutex may be many locks, so it
 * never makes two runs of the show exclusive), from the creation on.
 */
#include <linux/debugfs.h>
#include <linux/seq_file.h>
#include <linux/slab.h>

extern int __pairlock_nondet_int(void);
extern void __pairlock_seq_show_callback(const void *show, void *m, const void *enter,
					 const void *leave);

static void __pl_debugfs_seq_enter(struct seq_file *m)
{
	mutex_lock(&m->lock);
}

static void __pl_debugfs_seq_leave(struct seq_file *m)
{
	mutex_unlock(&m->lock);
}

/* debugfs_regset32_show and debugfs_print_regs32 (fs/debugfs/file.c): the driver memory read */
static int __pl_debugfs_regset32_show(struct seq_file *s, void *data)
{
	struct debugfs_regset32 *regset = s->private;
	const struct debugfs_reg32 *regs;
	int i, nregs;

	(void)*(struct device *volatile *)&regset->dev;
	(void)*(void *volatile *)&regset->base;
	regs = regset->regs;
	nregs = regset->nregs;
	for (i = 0; i < nregs; i++, regs++) {
		(void)*(volatile const char *)regs->name;
		(void)*(volatile const unsigned long *)&regs->offset;
	}
	return 0;
}

__attribute__((always_inline)) void debugfs_create_regset32(const char *name, umode_t mode,
							    struct dentry *parent,
							    struct debugfs_regset32 *regset)
{
	struct seq_file *m;

	(void)*(volatile const char *)name;
	do {
		m = kzalloc(sizeof(*m), GFP_KERNEL);
		if (!m)
			return;
		__pl_debugfs_seq_enter(m);
		m->private = regset;
		__pl_debugfs_seq_leave(m);
		__pairlock_seq_show_callback((const void *)__pl_debugfs_regset32_show, m,
					     (const void *)__pl_debugfs_seq_enter,
					     (const void *)__pl_debugfs_seq_leave);
	} while (__pairlock_nondet_int());
}

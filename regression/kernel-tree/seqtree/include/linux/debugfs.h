/* include/linux/debugfs.h (6.1): a register set shown by a debugfs file (written for the test) */
#ifndef _SQ_DEBUGFS_H
#define _SQ_DEBUGFS_H
#include <linux/seq_file.h>
struct device;
struct debugfs_reg32 {
	char *name;
	unsigned long offset;
};
struct debugfs_regset32 {
	const struct debugfs_reg32 *regs;
	int nregs;
	void *base;
	struct device *dev;
};
void debugfs_create_regset32(const char *name, umode_t mode, struct dentry *parent,
			     struct debugfs_regset32 *regset);
#endif

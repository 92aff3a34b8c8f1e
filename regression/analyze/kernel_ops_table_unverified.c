/* Where the tables' models (functions.xml <op>) do not apply, the calls stay unresolved and their
   pairs unverified, as before: the driver stores into pv_cpu_ops and into the dma_map_ops that
   dma_ops points to (their functions are then not known to be the kernel's), and an assembly that
   does more than the paravirt call (a second instruction after "call *%c2") is not that call. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mutex.h>

struct paravirt_callee_save {
	void *func;
};

struct pv_cpu_ops {
	unsigned long (*read_cr0)(void);
	void (*io_delay)(void);
};

struct pv_irq_ops {
	struct paravirt_callee_save save_fl;
	struct paravirt_callee_save restore_fl;
	struct paravirt_callee_save irq_disable;
	struct paravirt_callee_save irq_enable;
};

extern struct pv_cpu_ops pv_cpu_ops;
extern struct pv_irq_ops pv_irq_ops;

struct dma_map_ops {
	void (*free)(struct device *dev, size_t size, void *vaddr, dma_addr_t dma_handle,
		     void *attrs);
};

extern struct dma_map_ops *dma_ops;

static inline void slow_down_io(void)
{
	(*pv_cpu_ops.io_delay)();
}

static inline unsigned long arch_local_save_flags(void)
{
	unsigned long eax;

	asm volatile("771:\n\tcall *%c2;\n\tmovl %%eax, %%ebx\n772:\n"
		     ".pushsection .parainstructions,\"a\"\n"
		     " .balign 8 \n .quad  771b\n  .byte %c1\n  .byte 772b-771b\n  .short %c3\n"
		     ".popsection\n"
		     : "=a"(eax)
		     : "i"(44UL), "i"(&pv_irq_ops.save_fl.func), "i"(1)
		     : "memory", "cc");
	return eax;
}

static DEFINE_MUTEX(dev_lock);
static unsigned long counter;

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	unsigned long flags = arch_local_save_flags();
	unsigned long v;

	mutex_lock(&dev_lock);
	v = counter;
	mutex_unlock(&dev_lock);
	return v + (flags & 1);
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	mutex_lock(&dev_lock);
	counter += count;
	slow_down_io();
	dma_ops->free(NULL, 0, NULL, 0, NULL);
	mutex_unlock(&dev_lock);
	return count;
}

static const struct file_operations dev_fops = {
	.owner = THIS_MODULE,
	.read = dev_read,
	.write = dev_write,
};

static struct miscdevice dev_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "dev",
	.fops = &dev_fops,
};

static int __init dev_init(void)
{
	pv_cpu_ops.io_delay = (void (*)(void))0;
	dma_ops->free = NULL;
	return misc_register(&dev_misc);
}

static void __exit dev_exit(void)
{
	misc_deregister(&dev_misc);
}

module_init(dev_init);
module_exit(dev_exit);
MODULE_LICENSE("GPL");

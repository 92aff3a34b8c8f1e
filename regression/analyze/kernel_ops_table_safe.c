/* Calls through the kernel's x86 paravirt ops tables, which the driver only declares (extern, as
   Linux 3.x's asm/paravirt.h does) and never writes: slow_down_io's (*pv_cpu_ops.io_delay)() and
   arch_local_save_flags' "call *%c2" through pv_irq_ops.save_fl, and get_dma_ops()->alloc/->free
   through the dma_map_ops the extern dma_ops points to. The tables' models (functions.xml <op>:
   native_io_delay, native_save_fl: no driver memory; an allocation writing the bus address, a
   free) keep the buffer and the counter, used under the mutex on both sides, race-free. */
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

/* asm/dma-mapping.h: the DMA ops are the kernel's, through the extern dma_ops */
struct dma_map_ops {
	void *(*alloc)(struct device *dev, size_t size, dma_addr_t *dma_handle, gfp_t gfp,
		       void *attrs);
	void (*free)(struct device *dev, size_t size, void *vaddr, dma_addr_t dma_handle,
		     void *attrs);
};

extern struct dma_map_ops *dma_ops;

static inline struct dma_map_ops *get_dma_ops(struct device *dev)
{
	return dma_ops;
}

static inline void slow_down_io(void)
{
	(*pv_cpu_ops.io_delay)();
}

static inline unsigned long arch_local_save_flags(void)
{
	unsigned long eax;

	asm volatile("771:\n\tcall *%c2;\n772:\n.pushsection .parainstructions,\"a\"\n"
		     " .balign 8 \n .quad  771b\n  .byte %c1\n  .byte 772b-771b\n  .short %c3\n"
		     ".popsection\n"
		     : "=a"(eax)
		     : "i"(44UL), "i"(&pv_irq_ops.save_fl.func), "i"(1)
		     : "memory", "cc");
	return eax;
}

static DEFINE_MUTEX(dev_lock);
static unsigned long counter;
static void *buffer;
static dma_addr_t buffer_bus;

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	unsigned long flags = arch_local_save_flags();
	unsigned long v;

	mutex_lock(&dev_lock);
	v = counter;
	if (buffer)
		v += *(unsigned char *)buffer;
	slow_down_io();
	mutex_unlock(&dev_lock);
	return v + (flags & 1);
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	struct dma_map_ops *ops = get_dma_ops(NULL);

	mutex_lock(&dev_lock);
	counter += count;
	slow_down_io();
	if (buffer)
		ops->free(NULL, 64, buffer, buffer_bus, NULL);
	buffer = ops->alloc(NULL, 64, &buffer_bus, 0, NULL);
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
	return misc_register(&dev_misc);
}

static void __exit dev_exit(void)
{
	misc_deregister(&dev_misc);
}

module_init(dev_init);
module_exit(dev_exit);
MODULE_LICENSE("GPL");

/* The program defines pv_cpu_ops itself, with a delay function of its own that counts its calls
   without a lock: a call through the table is that function, not the kernel's (functions.xml <op>
   applies only to a table the program only declares), so the race on the count is found. */
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

static unsigned long delays;

static void my_io_delay(void)
{
	delays++;
}

struct pv_cpu_ops pv_cpu_ops = {
	.io_delay = my_io_delay,
};
extern struct pv_irq_ops pv_irq_ops;

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

static ssize_t dev_read(struct file *file, char __user *buf, size_t count, loff_t *ppos)
{
	unsigned long v;

	mutex_lock(&dev_lock);
	v = counter;
	mutex_unlock(&dev_lock);
	slow_down_io();
	return v;
}

static ssize_t dev_write(struct file *file, const char __user *buf, size_t count, loff_t *ppos)
{
	mutex_lock(&dev_lock);
	counter += count;
	mutex_unlock(&dev_lock);
	slow_down_io();
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

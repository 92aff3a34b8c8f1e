/* multi's second file */
#include <linux/demo.h>

struct multi_dev {
	struct mutex lock;
	int *buf;
};
struct multi_dev multi;

int multi_hw_poke(void)
{
	mutex_lock(&multi.lock);
	if (!multi.buf)
		multi.buf = kmalloc(16, 0);
	mutex_unlock(&multi.lock);
	demo_io_delay();
	return 0;
}

/* A driver of two files that both define helper(): they cannot be linked into one module. */
#include <linux/module.h>

int helper(void)
{
	return 1;
}

static int __init first_init(void)
{
	return helper();
}

module_init(first_init);

/* A driver that does not compile: pairlock shows clang's diagnostics and exits 2. */
#include <linux/module.h>

static int broken(void)
{
	return 1 +;
}

/* pairlock stub kernel header. */
#include <linux/uaccess.h>

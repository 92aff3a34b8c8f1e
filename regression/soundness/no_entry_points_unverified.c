/*
 * Class: a driver in which no entry point is found (its functions are called through a table
 * type the entry-point table does not know, and it has no module_init). Nothing is checked, so
 * nothing is proved. Before the fix pairlock printed "0 of 0 entry-point pairs race-free, 0 racy
 * regions, 0 unverified" and exited 0 (verified); the two callbacks below race on level.
 */
#include <linux/module.h>

struct sensor_callbacks {
	int (*sample)(void);
	void (*reset)(void);
};

static int level;

static int sensor_sample(void)
{
	return level;
}

static void sensor_reset(void)
{
	level = 0;
}

struct sensor_callbacks sensor_cbs = {
	.sample = sensor_sample,
	.reset = sensor_reset,
};

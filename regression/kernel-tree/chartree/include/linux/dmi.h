/*
 * A miniature of 6.1's include/linux/dmi.h and mod_devicetable.h (written for the test, not
 * kernel source): a driver's table of DMI quirks, whose callbacks dmi_check_system
 * (drivers/firmware/dmi_scan.c) calls for the entries that match the firmware.
 */
#ifndef _KC_DMI_H
#define _KC_DMI_H
struct dmi_strmatch {
	unsigned char slot:7;
	unsigned char exact_match:1;
	char substr[79];
};
struct dmi_system_id {
	int (*callback)(const struct dmi_system_id *);
	const char *ident;
	struct dmi_strmatch matches[4];
	void *driver_data;
};
#define DMI_SYS_VENDOR 4
#define DMI_BOARD_NAME 9
#define DMI_MATCH(a, b) { .slot = a, .substr = b }
int dmi_check_system(const struct dmi_system_id *list);
#endif

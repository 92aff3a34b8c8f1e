/*
 * Kernel-tree mode (Linux 6.1): C models of out-of-line kernel functions that call a function
 * they are given in place, before they return, in the caller's thread (functions.xml
 * <library model=...>). pairlock compiles this file with the flags of the driver's first file,
 * links the functions the driver calls into it and inlines them at the driver's calls, so that
 * the driver's callback is a direct call there, with the caller's locks: no entry point of its
 * own, and no hand-over to an unknown function (callback-not-entry, every pair of the caller
 * unverified, until session 21).
 *
 * The file includes no header (a tree's headers differ, the fake trees' too): the types are
 * declared here with the kernel's ABI (pointers and 32-bit integers). What the models do not
 * know is left to unmodelled calls, which the analysis reports (never a proof): the result of a
 * kernel function without a model, or a function named here that does not exist in the kernel.
 */

typedef unsigned int __pl_acpi_status;
typedef __pl_acpi_status (*__pl_acpi_walk_resource_callback)(void *resource, void *context);

/* the intrinsics of the analysis: a value nobody knows (no effect), a fresh object (or NULL) */
extern int __pairlock_nondet_int(void);
extern void *__kmalloc(unsigned long size, unsigned int flags);

#define __PL_AE_OK 0u
#define __PL_AE_NO_MEMORY 0x0004u
#define __PL_AE_CTRL_TERMINATE 0x4004u
#define __PL_GFP_KERNEL 0xcc0u

/*
 * acpi_walk_resources (drivers/acpi/acpica/rsxface.c): gets the device's resource list (the
 * method name says which: _CRS, _PRS, _AEI) into a buffer of its own, calls user_function on each
 * resource with the context given, stops when it returns AE_CTRL_TERMINATE (the walk's result is
 * then AE_OK) or another failure (the result), and frees the buffer. Each resource is a fresh
 * object of the kernel's (its contents any values: never written here, so the walks of two
 * threads never race on it; the callback reads it). The device handle is the ACPI namespace's,
 * no driver memory; the name is read.
 */
__attribute__((always_inline)) __pl_acpi_status acpi_walk_resources(
    void *device_handle, char *name, __pl_acpi_walk_resource_callback user_function,
    void *context)
{
	__pl_acpi_status status;
	void *resource;

	(void)*(volatile char *)name;
	while (__pairlock_nondet_int()) {
		resource = __kmalloc(64, __PL_GFP_KERNEL);
		if (!resource)
			return __PL_AE_NO_MEMORY;
		status = user_function(resource, context);
		if (status == __PL_AE_CTRL_TERMINATE)
			return __PL_AE_OK;
		if (status != __PL_AE_OK)
			return status;
	}
	return (__pl_acpi_status)__pairlock_nondet_int();
}

/*
 * stop_machine (kernel/stop_machine.c, CONFIG_SMP): with every other CPU stopped, runs fn(data)
 * once on one CPU when cpus is NULL, and returns its result (or an error without running it).
 * The caller waits for it, so fn runs as a call in the caller's thread would: the caller's locks
 * are held, nothing of the caller's runs meanwhile. That every other CPU is stopped (no other
 * entry point runs) is not used: fn's accesses are checked against the others as if it ran
 * alone. With a cpu mask, fn runs on each CPU of the mask at once, which no call in one thread
 * stands for: left to a function that does not exist, so an unmodelled call (the pairs through
 * it unverified, fn reported handed over). pairlock inlines this model at the driver's call, so
 * a NULL mask there removes that branch.
 */
extern int __pairlock_stop_machine_on_cpu_mask(int (*fn)(void *), void *data, const void *cpus);

__attribute__((always_inline)) int stop_machine(int (*fn)(void *), void *data, const void *cpus)
{
	if (cpus)
		return __pairlock_stop_machine_on_cpu_mask(fn, data, cpus);
	if (__pairlock_nondet_int())
		return -12; /* -ENOMEM: the stopper threads could not be set up */
	return fn(data);
}

/*
 * dmi_check_system (drivers/firmware/dmi_scan.c): walks the driver's table of dmi_system_id up
 * to its end marker (matches[0].slot == DMI_NONE, 0), and for each entry whose strings match
 * the firmware's DMI data (dmi_matches: reads the entry's matches; here any entry may match)
 * counts it and calls its callback, if any, with the entry, stopping when the callback returns
 * nonzero; the result is the count. The callback runs in the caller's thread, before the call
 * returns. The layout is include/linux/mod_devicetable.h's: callback, ident, then four
 * dmi_strmatch of one byte (slot:7, exact_match:1) and 79 characters each, then driver_data.
 */
struct __pl_dmi_strmatch {
	unsigned char slot_exact;
	char substr[79];
};
struct __pl_dmi_system_id {
	int (*callback)(const struct __pl_dmi_system_id *);
	const char *ident;
	struct __pl_dmi_strmatch matches[4];
	void *driver_data;
};

__attribute__((always_inline)) int dmi_check_system(const struct __pl_dmi_system_id *list)
{
	const struct __pl_dmi_system_id *d;
	int count = 0;

	for (d = list; (d->matches[0].slot_exact & 0x7f) != 0; d++) {
		(void)*(volatile const char *)d->matches[0].substr;
		if (!__pairlock_nondet_int())
			continue;
		count++;
		if (d->callback && d->callback(d))
			break;
	}
	return count;
}

/*
 * pcmcia_loop_config (drivers/pcmcia/pcmcia_cis.c, 6.1): walks the card's
 * CIS configuration table entries; for each it fills the PCMCIA device's resources and
 * configuration index in (the device: the PCMCIA core's object, written here through
 * __pairlock_pcmcia_config, functions.xml) and calls conf_check(p_dev, priv_data) in place,
 * stopping at the first that returns 0 (the result is then 0), else -ENODEV.
 */
extern void __pairlock_pcmcia_config(void *p_dev);

__attribute__((always_inline)) int pcmcia_loop_config(void *p_dev,
						      int (*conf_check)(void *p_dev, void *priv_data),
						      void *priv_data)
{
	while (__pairlock_nondet_int()) {
		__pairlock_pcmcia_config(p_dev);
		if (!conf_check(p_dev, priv_data))
			return 0;
	}
	return -19; /* -ENODEV */
}

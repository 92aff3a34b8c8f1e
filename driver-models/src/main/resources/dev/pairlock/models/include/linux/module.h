/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_MODULE_H
#define PAIRLOCK_LINUX_MODULE_H
#include <linux/types.h>
#include <linux/kernel.h> /* as in Linux, reached transitively */
#include <linux/init.h>
#include <linux/moduleparam.h>
#include <linux/mod_devicetable.h>
struct module;
/* the module object: tables whose .owner holds it pin the module while their entry points run */
extern struct module __this_module;
#define THIS_MODULE (&__this_module)
#define MODULE_LICENSE(s)
#define MODULE_AUTHOR(s)
#define MODULE_DESCRIPTION(s)
#define MODULE_VERSION(s)
#define MODULE_ALIAS(s)
#define MODULE_ALIAS_MISCDEV(m)
#define MODULE_ALIAS_CHARDEV(ma, mi)
#define MODULE_ALIAS_CHARDEV_MAJOR(ma)
#define MODULE_ALIAS_BLOCKDEV_MAJOR(ma)
#define MODULE_SUPPORTED_DEVICE(s)
#define MODULE_FIRMWARE(s)
#define MODULE_INFO(t, s)
#define EXPORT_SYMBOL(sym)
#define EXPORT_SYMBOL_GPL(sym)
/* Module reference counts are kernel state: no effect on driver memory. */
#define __module_get(m) ((void)0)
#define try_module_get(m) (__pairlock_nondet_int())
#define module_put(m) ((void)0)
#endif

/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_MODULE_H
#define PAIRLOCK_LINUX_MODULE_H
#include <linux/types.h>
#include <linux/kernel.h> /* as in Linux, reached transitively */
#include <linux/init.h>
struct module;
#define THIS_MODULE ((struct module *)0)
#define MODULE_LICENSE(s)
#define MODULE_AUTHOR(s)
#define MODULE_DESCRIPTION(s)
#define MODULE_VERSION(s)
#define MODULE_ALIAS(s)
#define module_param(name, type, perm)
#define MODULE_PARM_DESC(name, desc)
#define EXPORT_SYMBOL(sym)
#define EXPORT_SYMBOL_GPL(sym)
#endif

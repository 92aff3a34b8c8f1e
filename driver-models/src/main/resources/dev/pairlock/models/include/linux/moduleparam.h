/* pairlock stub kernel header: module parameters are set before module_init runs. */
#ifndef PAIRLOCK_LINUX_MODULEPARAM_H
#define PAIRLOCK_LINUX_MODULEPARAM_H
#define module_param(name, type, perm)
#define module_param_named(name, value, type, perm)
#define module_param_array(name, type, nump, perm)
#define module_param_string(name, string, len, perm)
#define module_param_call(name, set, get, arg, perm)
#define MODULE_PARM_DESC(name, desc)
#define MODULE_PARM(v, t)
#define __MODULE_PARM_TYPE(name, type)
#endif

/* pairlock stub kernel header. */
#ifndef PAIRLOCK_LINUX_IRQRETURN_H
#define PAIRLOCK_LINUX_IRQRETURN_H
typedef enum irqreturn { IRQ_NONE = 0, IRQ_HANDLED = 1, IRQ_WAKE_THREAD = 2 } irqreturn_t;
#define IRQ_RETVAL(x) ((x) ? IRQ_HANDLED : IRQ_NONE)
#endif

/*
 * pairlock stub kernel header: interrupts. Interrupt handlers (kind irq; threaded: irq_thread) and
 * tasklets (kind tasklet) are entry points from request_irq / tasklet_init on, called with the
 * dev_id / tasklet data handed over (functions.xml); requesting and freeing an IRQ has no effect
 * on driver memory.
 */
#ifndef PAIRLOCK_LINUX_INTERRUPT_H
#define PAIRLOCK_LINUX_INTERRUPT_H
#include <linux/kernel.h>
#include <linux/irqreturn.h>
#define IRQF_SHARED 0x00000080
#define IRQF_DISABLED 0x00000020
#define IRQF_TRIGGER_RISING 0x00000001
#define IRQF_TRIGGER_FALLING 0x00000002
#define IRQF_TRIGGER_HIGH 0x00000004
#define IRQF_TRIGGER_LOW 0x00000008
#define IRQF_NO_SUSPEND 0x00004000
#define SA_SHIRQ IRQF_SHARED
typedef irqreturn_t (*irq_handler_t)(int, void *);
int request_irq(unsigned int irq, irq_handler_t handler, unsigned long flags, const char *name,
                void *dev);
int request_threaded_irq(unsigned int irq, irq_handler_t handler, irq_handler_t thread_fn,
                         unsigned long flags, const char *name, void *dev);
struct device;
int devm_request_irq(struct device *dev, unsigned int irq, irq_handler_t handler,
                     unsigned long flags, const char *name, void *dev_id);
int devm_request_threaded_irq(struct device *dev, unsigned int irq, irq_handler_t handler,
                              irq_handler_t thread_fn, unsigned long irqflags,
                              const char *devname, void *dev_id);
void devm_free_irq(struct device *dev, unsigned int irq, void *dev_id);
void free_irq(unsigned int irq, void *dev_id);
void disable_irq(unsigned int irq);
void disable_irq_nosync(unsigned int irq);
void enable_irq(unsigned int irq);
void synchronize_irq(unsigned int irq);
int irq_set_irq_wake(unsigned int irq, unsigned int on);
struct tasklet_struct {
  unsigned long state;
  union {
    void (*func)(unsigned long);
    void (*callback)(struct tasklet_struct *t);
  };
  unsigned long data;
  bool use_callback;
};
#define DECLARE_TASKLET(name, fn, d) struct tasklet_struct name = { 0, (fn), (d) }
static inline void __pairlock_tasklet_init(struct tasklet_struct *t, void (*fn)(unsigned long),
                                           unsigned long d) {
  t->func = fn;
  t->data = d;
}
#define tasklet_init(t, fn, d)                                                                 \
  (__pairlock_tasklet_init((t), (fn), (d)),                                                    \
   __pairlock_tasklet_callback((const void *)(fn), (const void *)(unsigned long)(d), (t)))
static inline void __pairlock_tasklet_setup(struct tasklet_struct *t,
                                            void (*callback)(struct tasklet_struct *)) {
  t->callback = callback;
  t->use_callback = true;
  t->data = 0;
}
#define tasklet_setup(t, cb)                                                                   \
  (__pairlock_tasklet_setup((t), (cb)), __pairlock_tasklet_callback((const void *)(cb), (t), (t)))
#define from_tasklet(var, callback_tasklet, tasklet_fieldname)                                 \
  container_of(callback_tasklet, typeof(*var), tasklet_fieldname)
void tasklet_hi_schedule(struct tasklet_struct *t);
void tasklet_schedule(struct tasklet_struct *t);
void tasklet_kill(struct tasklet_struct *t);
void tasklet_disable(struct tasklet_struct *t);
void tasklet_enable(struct tasklet_struct *t);
#define in_interrupt() (__pairlock_nondet_int())
#define in_irq() (__pairlock_nondet_int())
#endif

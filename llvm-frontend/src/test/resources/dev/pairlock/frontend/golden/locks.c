/* Lock resolution: globals, struct fields reached through parameters, and an unresolved lock. */
#include <linux/kernel.h>
#include <linux/spinlock.h>
#include <linux/mutex.h>

struct mydev {
  spinlock_t lock;
  struct mutex io;
  int ring[8];
  int head;
};

static DEFINE_SPINLOCK(stats_lock);
static long stats;
static struct mydev devs[2];

void push(struct mydev *d, int v)
{
  unsigned long flags;
  spin_lock_irqsave(&d->lock, flags);
  d->ring[d->head] = v;
  d->head = (d->head + 1) % 8;
  spin_unlock_irqrestore(&d->lock, flags);
}

void count(void)
{
  spin_lock_bh(&stats_lock);
  stats++;
  spin_unlock_bh(&stats_lock);
  spin_lock_irq(&stats_lock);
  stats--;
  spin_unlock_irq(&stats_lock);
}

int try_io(struct mydev *d)
{
  if (!mutex_trylock(&d->io))
    return -EBUSY;
  d->head = 0;
  mutex_unlock(&d->io);
  return 0;
}

void lock_any(int i)
{
  spin_lock(&devs[i].lock);
  devs[i].head = i;
  spin_unlock(&devs[i].lock);
}

void asm_barrier(struct mydev *d)
{
  __asm__ __volatile__("mfence" ::: "memory");
  d->head = 1;
}

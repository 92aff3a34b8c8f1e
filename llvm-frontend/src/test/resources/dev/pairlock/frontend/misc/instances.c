/* Lock identity (LockInstances): which lock locations are one lock per run. */
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/slab.h>
#include <linux/mutex.h>

struct port {
  int id;
  struct mutex lock;
  int count;
  int ring[4];
};

static DEFINE_MUTEX(global_lock);
static struct port *the_port;  /* allocated once, in module_init */
static struct port *ports[4];  /* allocated in a loop */
static int total;

static int dev_open(struct inode *inode, struct file *file) {
  struct port *p = kzalloc(sizeof *p, GFP_KERNEL);  /* one per open */
  if (!p)
    return -ENOMEM;
  mutex_init(&p->lock);
  file->private_data = p;
  return 0;
}

static ssize_t dev_read(struct file *file, char __user *buf, size_t n, loff_t *ppos) {
  struct port *p = file->private_data;
  struct mutex local;
  mutex_lock(&global_lock);
  total++;
  mutex_unlock(&global_lock);
  mutex_lock(&the_port->lock);
  the_port->count++;
  mutex_unlock(&the_port->lock);
  mutex_lock(&ports[1]->lock);
  ports[1]->count++;
  mutex_unlock(&ports[1]->lock);
  mutex_lock(&p->lock);
  p->count++;
  mutex_unlock(&p->lock);
  mutex_init(&local);
  mutex_lock(&local);
  total++;
  mutex_unlock(&local);
  return 0;
}

static const struct file_operations fops = {
  .owner = THIS_MODULE, .open = dev_open, .read = dev_read,
};

static int __init dev_init(void) {
  int i;
  the_port = kzalloc(sizeof *the_port, GFP_KERNEL);
  if (!the_port)
    return -ENOMEM;
  mutex_init(&the_port->lock);
  for (i = 0; i < 4; i++) {
    ports[i] = kzalloc(sizeof *ports[i], GFP_KERNEL);
    if (!ports[i])
      return -ENOMEM;
    mutex_init(&ports[i]->lock);
  }
  return register_chrdev(0, "instances", &fops);
}

module_init(dev_init);

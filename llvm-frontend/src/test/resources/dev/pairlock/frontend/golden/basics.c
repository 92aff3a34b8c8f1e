/* Lowering of the common C subset: arithmetic, casts, control flow, globals, calls. */
#include <linux/types.h>
#include <linux/string.h>

struct config {
  int mode;
  unsigned char flags;
  long limit;
  int table[4];
};

static struct config defaults = {.mode = 2, .flags = 0x81, .limit = -1, .table = {1, 2, 3, 4}};
static struct config current;
static unsigned int counter;
static int (*handler)(int);

static int twice(int x) { return 2 * x; }
static int negate(int x) { return -x; }

unsigned int wrap_add(unsigned int a, unsigned int b) { return a + b; }

int mixed(int a, unsigned int u, long l, signed char c) {
  int r = a / 3 + a % 5;
  unsigned int q = u / 7;
  long m = l >> 2;
  int bits = a & 0xff;
  int other = a | 4;
  unsigned char t = (unsigned char)a;
  if (u < 10u)
    r += c;
  return r + (int)q + (int)m + bits + other + t;
}

int loop(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += i;
    if (s > 100)
      break;
  }
  return s > 50 ? s : -s;
}

int classify(int k) {
  switch (k) {
  case 1:
  case 2:
    return 10;
  case 7:
    return 70;
  default:
    return 0;
  }
}

void reset(void) {
  memcpy(&current, &defaults, sizeof(current));
  memset(current.table, 0, sizeof(current.table));
  counter++;
}

int dispatch(int v, int which) {
  handler = which ? twice : negate;
  return handler(v);
}

bool is_enabled(void) { return current.flags & 1; }

/* Breadth: constructs clang emits for C at -O0 that the lowering must survive soundly. */
#include <linux/kernel.h>
#include <linux/string.h>
#include <linux/slab.h>

struct bits { unsigned a : 3; unsigned b : 5; int c; };
union pun { int i; float f; char bytes[4]; };
struct small { int x; int y; };
struct ops { int (*fn)(int); void (*done)(void); };
struct item { int key; struct item *next; char name[8]; };

static struct bits gbits;
static union pun gpun;
static volatile int hw_status;
static struct item items[4];
static struct ops table[2];
static const char *names[] = {"zero", "one"};
static double scale = 1.5;

static int inc(int x) { return x + 1; }
static int dec(int x) { return x - 1; }
static void nothing(void) {}

static struct small make(int a) { struct small s = {a, a * 2}; return s; }

static int sum(int n, ...)
{
	__builtin_va_list ap;
	int v;
	__builtin_va_start(ap, n);
	v = __builtin_va_arg(ap, int);
	__builtin_va_end(ap);
	return n + v;
}

static int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }

int bitfields(void) { gbits.a = 5; gbits.b = gbits.a + 1; return gbits.b; }

int punning(int v) { gpun.i = v; gpun.bytes[1] = 3; return gpun.i; }

int floats(int v) { double d = v * scale; return (int)d + (d > 2.0); }

int volatile_poll(void) { while (!(hw_status & 1)) { } return hw_status; }

int lists(void)
{
	struct item *head = kmalloc(sizeof(*head), GFP_KERNEL);
	int total = 0;
	if (!head)
		return -1;
	head->next = &items[1];
	items[1].next = NULL;
	for (struct item *it = head; it; it = it->next)
		total += it->key;
	strcpy(head->name, "x");
	kfree(head);
	return total;
}

int tables(int k)
{
	table[0].fn = inc;
	table[1].fn = dec;
	table[k & 1].done = nothing;
	table[k & 1].done();
	return table[k & 1].fn(k);
}

int by_value(int a) { struct small s = make(a); return s.x + s.y; }

int gotos(int n)
{
	int i = 0;
again:
	if (i++ < n)
		goto again;
	return i;
}

int variadic(void) { return sum(3, 1, 2, 3); }

int recursion(int n) { return fact(n); }

int atomics(int *p) { __sync_fetch_and_add(p, 1); return __sync_val_compare_and_swap(p, 2, 3); }

const char *strings(int i) { return names[i & 1]; }

long stack_array(int i)
{
	long a[10];
	memset(a, 0, sizeof(a));
	a[i % 10] = i;
	return a[(i + 1) % 10];
}

long constant_address(void) { return *(volatile long *)0x1000; }

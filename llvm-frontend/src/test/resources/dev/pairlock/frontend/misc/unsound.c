/* Constructs modelled unsoundly must be visible: inline asm, externs, unresolved calls. */
#include <linux/kernel.h>
#include <linux/fs.h>

struct ops { int (*fn)(int); };
extern int mystery(int *p);
static int shared;

int with_asm(int x)
{
	int r;
	__asm__ volatile("bswap %0" : "=r"(r) : "0"(x) : "memory"); /* ASM */
	return r;
}

int calls_extern(void)
{
	return mystery(&shared); /* EXTERN */
}

int via_param(struct ops *o, int v)
{
	return o->fn(v);
}

static void bump(int *q)
{
	(*q)++;
}

int spill(int x)
{
	bump(&x);
	shared = x;
	return calls_extern();
}

struct args { int a; int b; };

static int add_args(struct args *x)
{
	int base = shared; /* reads a global: no accessor inlined into its caller */
	return base + x->a + x->b; /* HELPER */
}

int stack_to_helper(int v)
{
	struct args s;
	s.a = v;
	s.b = shared;
	return add_args(&s);
}

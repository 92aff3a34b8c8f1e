/* Accessors (Accessors.java): small getters and setters inlined into their direct callers, so
 * that the points-to analysis keeps the objects of their callers apart. */
struct priv {
  int count;
};

struct dev {
  struct priv *p;
};

struct dev a, b, c, d, e, f, g, h;
struct priv pa, pb, pc, pd, pe, pf, pg, ph;
int calls;

static void set(struct dev *x, struct priv *p) {
  x->p = p;
}

static struct priv *get(struct dev *x) {
  if (x != 0 && x->p != 0)
    return x->p; /* GET */
  return 0;
}

static struct priv *get_via(struct dev *x) {
  return get(x);
}

/* recursive: not inlined, one cell for all its calls */
static struct priv *rget(struct dev *x, int n) {
  return n > 0 ? rget(x, n - 1) : x->p;
}

/* reaches a global: not inlined */
static struct priv *counted_get(struct dev *x) {
  calls++;
  return x->p;
}

/* address taken: inlined where called directly, its body kept for the call through the pointer */
static struct priv *get_ind(struct dev *x) {
  return x->p;
}

struct priv *(*getter)(struct dev *) = get_ind;

void use_a(void) {
  set(&a, &pa);
  get(&a)->count = 1; /* A_COUNT */
  set(&e, &pe);
  rget(&e, 2)->count = 1; /* RE_COUNT */
  set(&g, &pg);
  counted_get(&g)->count = 1; /* CG_COUNT */
}

void use_b(void) {
  set(&b, &pb);
  get_via(&b)->count = 2; /* B_COUNT */
  set(&f, &pf);
  rget(&f, 2)->count = 2; /* RF_COUNT */
  set(&h, &ph);
  counted_get(&h)->count = 2; /* CH_COUNT */
}

void use_ind(void) {
  set(&c, &pc);
  set(&d, &pd);
  struct priv *(*g)(struct dev *) = getter;
  g(&c)->count = 3; /* IND_C_COUNT */
  get_ind(&d)->count = 4; /* D_COUNT */
}

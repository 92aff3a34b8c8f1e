/* Points-to fixtures: each marked line's accesses are looked up by the marker. */
struct pair { int a; int b; long c; };
struct pair gp;
int ga;
int gb;
int arr[16];
struct node { int val; struct node *next; };
struct holder { int *p; int x; };
struct holder gh;
int *gptr;

void *kmalloc(unsigned long size, unsigned int flags);

int *field_a(struct pair *p) { return &p->a; }

void two_pointers_one_field(void) {
  int *x = &gp.a;
  int *y = field_a(&gp);
  *x = 1; /* XA */
  *y = 2; /* YA */
  gp.b = 3; /* GB */
}

void distinct_globals(void) {
  ga = 1; /* GA */
  gb = 2; /* GBB */
}

void through_struct_field(void) {
  gh.p = &ga;
  int *q = gh.p;
  *q = 5; /* THROUGH */
}

void array_elements(int i) {
  arr[i] = 1; /* AI */
  arr[3] = 2; /* A3 */
}

int heap(void) {
  struct node *n = kmalloc(sizeof(struct node), 0);
  struct node *m = kmalloc(sizeof(struct node), 0);
  n->val = 1; /* HN */
  m->val = 2; /* HM */
  n->next = m;
  return n->next->val; /* HNEXT */
}

void char_arith(struct pair *q, int k) {
  char *c = (char *)q;
  c[k] = 0; /* CHAR */
  q->a = 1; /* QA */
  q->b = 2; /* QB */
}

void store_global_ptr(void) {
  gptr = &gb;
}

int load_global_ptr(void) {
  int *p = gptr;
  return *p; /* LOADG */
}

int entry(struct pair *p) {
  two_pointers_one_field();
  distinct_globals();
  through_struct_field();
  array_elements(p->a);
  char_arith(p, p->b);
  store_global_ptr();
  return heap() + load_global_ptr();
}

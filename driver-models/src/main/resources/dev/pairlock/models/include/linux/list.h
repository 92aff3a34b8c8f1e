/* pairlock stub kernel header: doubly linked lists, as C bodies (the driver's own memory). */
#ifndef PAIRLOCK_LINUX_LIST_H
#define PAIRLOCK_LINUX_LIST_H
#include <linux/types.h>
#include <linux/stddef.h>
struct list_head {
  struct list_head *next, *prev;
};
struct hlist_node {
  struct hlist_node *next, **pprev;
};
struct hlist_head {
  struct hlist_node *first;
};
#define LIST_HEAD_INIT(name) { &(name), &(name) }
#define LIST_HEAD(name) struct list_head name = LIST_HEAD_INIT(name)
static inline void INIT_LIST_HEAD(struct list_head *l) { l->next = l; l->prev = l; }
static inline void __list_add(struct list_head *n, struct list_head *prev, struct list_head *next) {
  next->prev = n;
  n->next = next;
  n->prev = prev;
  prev->next = n;
}
static inline void list_add(struct list_head *n, struct list_head *head) { __list_add(n, head, head->next); }
static inline void list_add_tail(struct list_head *n, struct list_head *head) { __list_add(n, head->prev, head); }
static inline void __list_del(struct list_head *prev, struct list_head *next) { next->prev = prev; prev->next = next; }
static inline void list_del(struct list_head *e) { __list_del(e->prev, e->next); e->next = 0; e->prev = 0; }
static inline void list_del_init(struct list_head *e) { __list_del(e->prev, e->next); INIT_LIST_HEAD(e); }
static inline void list_move_tail(struct list_head *e, struct list_head *head) { __list_del(e->prev, e->next); list_add_tail(e, head); }
static inline void list_move(struct list_head *e, struct list_head *head) { __list_del(e->prev, e->next); list_add(e, head); }
static inline int list_empty(const struct list_head *head) { return head->next == head; }
static inline int list_is_last(const struct list_head *l, const struct list_head *head) { return l->next == head; }
static inline void list_splice_init(struct list_head *l, struct list_head *head) {
  if (!list_empty(l)) {
    struct list_head *first = l->next, *last = l->prev, *at = head->next;
    first->prev = head; head->next = first; last->next = at; at->prev = last;
    INIT_LIST_HEAD(l);
  }
}
#define list_entry(ptr, type, member) container_of(ptr, type, member)
#define list_first_entry(ptr, type, member) list_entry((ptr)->next, type, member)
#define list_first_entry_or_null(ptr, type, member) \
  (!list_empty(ptr) ? list_first_entry(ptr, type, member) : NULL)
#define list_for_each(pos, head) for (pos = (head)->next; pos != (head); pos = pos->next)
#define list_for_each_safe(pos, n, head) \
  for (pos = (head)->next, n = pos->next; pos != (head); pos = n, n = pos->next)
#define list_for_each_entry(pos, head, member) \
  for (pos = list_entry((head)->next, __typeof__(*pos), member); &pos->member != (head); \
       pos = list_entry(pos->member.next, __typeof__(*pos), member))
#define list_for_each_entry_safe(pos, n, head, member) \
  for (pos = list_entry((head)->next, __typeof__(*pos), member), \
      n = list_entry(pos->member.next, __typeof__(*pos), member); \
       &pos->member != (head); pos = n, n = list_entry(n->member.next, __typeof__(*n), member))
#define INIT_HLIST_HEAD(h) ((h)->first = NULL)
#endif

/* A user-space program that starts no thread: main alone, nothing runs concurrently. */
#include <stdio.h>

int total;

int main(void) {
  for (int i = 0; i < 10; i++)
    total += i;
  printf("%d\n", total);
  return 0;
}

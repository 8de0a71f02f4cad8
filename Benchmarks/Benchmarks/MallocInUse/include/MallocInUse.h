// The bytes the C allocator has handed out and not taken back: what the view benchmarks divide
// by a graph's node count to report memory per node. glibc only.
#ifndef MALLOC_IN_USE_H
#define MALLOC_IN_USE_H

#include <malloc.h>
#include <stddef.h>

static inline size_t malloc_in_use(void) {
  return mallinfo2().uordblks;
}

#endif

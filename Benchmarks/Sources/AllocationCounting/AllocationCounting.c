// Counts heap allocations made by the benchmarking thread.
//
// The executable defines the C allocation functions itself. The dynamic linker resolves every
// library's calls to `malloc` (the Swift runtime's included) to the executable's definition
// first, so these wrappers see every allocation; they count it, then hand it to glibc's own
// allocator through its exported `__libc_*` entry points. `free` is not replaced: every block
// still comes from glibc. Counting is per thread and off unless started.

#include "AllocationCounting.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <malloc.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static __thread int counting;
static __thread int64_t allocations;

static inline void note_allocation(void) {
  if (counting) {
    allocations += 1;
  }
}

void *malloc(size_t size) {
  note_allocation();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  note_allocation();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  note_allocation();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  note_allocation();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  note_allocation();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) {
    return EINVAL;
  }
  note_allocation();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) {
    return ENOMEM;
  }
  *result = pointer;
  return 0;
}

int allocation_counting_is_supported(void) { return 1; }

void allocation_counting_start(void) {
  allocations = 0;
  counting = 1;
}

int64_t allocation_counting_stop(void) {
  counting = 0;
  return allocations;
}

int64_t allocation_counting_heap_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return (int64_t)(info.uordblks + info.hblkhd);
}

#else

int allocation_counting_is_supported(void) { return 0; }

void allocation_counting_start(void) {}

int64_t allocation_counting_stop(void) { return 0; }

int64_t allocation_counting_heap_in_use(void) { return -1; }

#endif

// The heap in use, as glibc's allocator counts it; -1 elsewhere.

#include "HeapInUse.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <malloc.h>

int64_t heap_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return (int64_t)(info.uordblks + info.hblkhd);
}

#else

int64_t heap_in_use(void) { return -1; }

#endif

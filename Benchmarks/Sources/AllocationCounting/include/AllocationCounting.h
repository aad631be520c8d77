#ifndef ALLOCATION_COUNTING_H
#define ALLOCATION_COUNTING_H

#include <stdint.h>

/// Whether this build replaces the allocator entry points (glibc on Linux only).
int allocation_counting_is_supported(void);

/// Zeroes the calling thread's counter and starts counting its allocations.
void allocation_counting_start(void);

/// Stops counting and returns the number of allocations since the last start.
int64_t allocation_counting_stop(void);

/// Bytes of heap in use (allocated and not freed), as glibc's allocator counts them; -1 where
/// it does not tell.
int64_t allocation_counting_heap_in_use(void);

#endif

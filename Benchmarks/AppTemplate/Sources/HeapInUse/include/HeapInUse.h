#ifndef HEAP_IN_USE_H
#define HEAP_IN_USE_H

#include <stdint.h>

/// Bytes of heap in use: allocated and not freed (glibc on Linux; -1 elsewhere).
int64_t heap_in_use(void);

#endif

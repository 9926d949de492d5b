#ifndef DANCE_MALLOC_COUNTER_H
#define DANCE_MALLOC_COUNTER_H

/// The number of heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc,
/// memalign) made by the whole process so far, or -1 where counting is not available
/// (anything but Linux with glibc). Linked into dance-benchmark only.
long long dance_allocation_count(void);

#endif

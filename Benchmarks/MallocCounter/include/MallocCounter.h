#ifndef DANCE_MALLOC_COUNTER_H
#define DANCE_MALLOC_COUNTER_H

/// The number of heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc,
/// memalign) made by the whole process so far, or -1 where counting is not available
/// (anything but Linux with glibc). Linked into dance-benchmark only. Only calls made while
/// counting is on (see dance_allocation_counting) are counted.
long long dance_allocation_count(void);

/// Switches counting on (non-zero) or off (0, the initial state). Calls made while it is off
/// are not counted.
void dance_allocation_counting(int enabled);

#endif

// Counts heap allocations for dance-benchmark by interposing the C allocator: the executable's
// definitions of malloc and friends take precedence over libc's for every library in the
// process, count the call, and forward to glibc's own implementation (__libc_*), which never
// calls back into these functions. Counting is off unless switched on: the timed passes then
// pay one relaxed load per call, not a locked add (a full barrier on x86-64), which no program
// without this counter pays.
#include "MallocCounter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic long long allocations = 0;
static _Atomic int counting = 0;

static inline void count_one(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    }
}

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

long long dance_allocation_count(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}

void dance_allocation_counting(int enabled) {
    atomic_store_explicit(&counting, enabled != 0, memory_order_relaxed);
}
#else
long long dance_allocation_count(void) { return -1; }

void dance_allocation_counting(int enabled) { (void)enabled; }
#endif

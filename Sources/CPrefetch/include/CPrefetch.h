#ifndef LUNAPARK_CPREFETCH_H
#define LUNAPARK_CPREFETCH_H

/// Asks the CPU to bring the cache line at `address` in for reading, without
/// waiting for it (GCC/Clang's __builtin_prefetch: read, keep in all cache levels).
static inline void lunapark_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif

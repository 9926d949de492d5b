import Foundation

/// Whether the allocator hands out the memory freed last first, as glibc's does.
///
/// The tests of hazards that come from an object's address being its identity need a new
/// object at a freed object's address, which glibc gives at once (and the tests check that it
/// did). The sanitizers' allocators keep freed memory in quarantine instead, so there is no
/// reuse to test under `--sanitize=address` or `--sanitize=thread`: those tests are disabled
/// there.
enum AddressReuse {
    static var isImmediate: Bool {
        let process = dlopen(nil, RTLD_NOW)
        return dlsym(process, "__asan_init") == nil && dlsym(process, "__tsan_init") == nil
    }
}

import Foundation

/// The heap bytes glibc has handed out and not taken back (`mallinfo2()`: `uordblks` +
/// `hblkhd`, chunk headers included), over every arena; `nil` where it cannot be read.
///
/// `mallinfo2` is not in Swift's Glibc module; it is looked up at run time. It returns a
/// struct of ten `size_t`s in memory: on x86-64 the caller passes the result's address as a
/// hidden first argument and gets it back, which is exactly a C function taking and returning
/// a pointer.
func heapBytesInUse() -> Int? {
    #if arch(x86_64) && os(Linux)
        typealias MallInfo2 = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallinfo2") else { return nil }
        let mallinfo2 = unsafeBitCast(symbol, to: MallInfo2.self)
        let fields = UnsafeMutableBufferPointer<Int>.allocate(capacity: 10)
        defer { fields.deallocate() }
        fields.initialize(repeating: 0)
        guard let base = fields.baseAddress else { return nil }
        _ = mallinfo2(UnsafeMutableRawPointer(base))
        // arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks, uordblks, fordblks, keepcost
        return fields[7] + fields[4]
    #else
        return nil
    #endif
}

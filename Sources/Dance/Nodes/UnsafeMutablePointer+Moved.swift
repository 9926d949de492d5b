extension UnsafeMutablePointer {
    /// Moves the first `count` elements into a new buffer of `capacity` elements, deallocates
    /// this one and returns the new one (the growing and shrinking of the frame path's buffers).
    func moved(count: Int, toCapacity capacity: Int) -> UnsafeMutablePointer {
        let buffer = UnsafeMutablePointer.allocate(capacity: capacity)
        buffer.moveInitialize(from: self, count: count)
        deallocate()
        return buffer
    }
}

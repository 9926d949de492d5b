import Foundation

/// What tests read of a track table; nothing in the package calls it.
extension FrameTrackTable {
    /// The record that holds the track at `slot` (an animator's row), or `nil` if no record
    /// does.
    func record(ofSlot slot: Int32) -> Int32? {
        guard stride > 0, slot >= 0, Int(slot) / stride < count else { return nil }
        return Int32(Int(slot) / stride)
    }

    /// The lane a track at `slot` starts at within its record.
    func offset(ofSlot slot: Int32) -> Int {
        Int(slot) % stride
    }
}

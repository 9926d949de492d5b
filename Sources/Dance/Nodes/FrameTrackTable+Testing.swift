import Foundation

/// What tests read of a track table; nothing in the package calls it.
extension FrameTrackTable {
    /// The row of the entry in `slot`, or `nil` if there is no such entry.
    func row(ofSlot slot: Int32) -> Int32? {
        slot >= 0 && Int(slot) < count ? rows[Int(slot)] : nil
    }
}

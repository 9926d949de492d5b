import Foundation

/// The first of the indices `0..<count` at which `isBefore` is false, where it is true for a
/// prefix of them and false for the rest: a binary search, O(log count).
///
/// Works on indices only, so that a caller in generic code that is not specialised touches no
/// collection API (which would allocate a coroutine frame per access). Used by the searches
/// over sorted lists: older tracks by animator, waiting tasks by ticket, labels by position.
@inline(__always)
func partitionPoint(count: Int, isBefore: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
        let middle = (low + high) / 2
        if isBefore(middle) { low = middle + 1 } else { high = middle }
    }
    return low
}

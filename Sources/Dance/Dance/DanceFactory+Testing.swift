import Foundation

/// What tests check of the factory; nothing in the package calls it.
extension DanceFactory {
    /// Describes every broken invariant of the registry; empty when all hold.
    ///
    /// Each registered animator carries its own tag, is not inactive after having started, and
    /// no tag is above the counter (tags are never reused).
    func invariantViolations() -> [String] {
        var violations: [String] = []
        animators.visit { key, animator in
            let tag = Int(key)
            if animator.tag != tag {
                violations.append("tag \(tag) holds animator \(animator.tag)")
            }
            if tag > lastTag { violations.append("tag \(tag) was never handed out") }
            if animator.state == .inactive, animator.pendingAnimations.isEmpty,
                !animator.tracks.isEmpty
            {
                violations.append("tag \(tag) is inactive but still holds tracks")
            }
        }
        return violations
    }

    /// The tags of the animations in flight, in no particular order.
    var registeredTags: [Int] {
        var tags: [Int] = []
        animators.visit { key, _ in tags.append(Int(key)) }
        return tags
    }
}

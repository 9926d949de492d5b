import Foundation

extension Animation {
    /// Fades the node in: alpha to 1 (the article's `fadeIn`).
    public static func fadeIn(duration: TimeInterval = 0.3) -> Animation {
        .custom(duration: duration) { $0.alpha = 1 }
    }

    /// Fades the node out: alpha to 0.
    public static func fadeOut(duration: TimeInterval = 0.3) -> Animation {
        .custom(duration: duration) { $0.alpha = 0 }
    }

    /// Resizes the node's frame to `size`, keeping its frame's origin (as the article's
    /// `view.frame.size = size`): center and bounds animate together.
    public static func resize(to size: CGSize, duration: TimeInterval = 0.3) -> Animation {
        .custom(duration: duration) { $0.frame.size = size }
    }

    /// Moves the node's center to `point`.
    public static func move(to point: CGPoint, duration: TimeInterval = 0.3) -> Animation {
        .custom(duration: duration) { $0.center = point }
    }

    /// Sets the node's transform to a uniform scale by `factor`.
    public static func scale(to factor: CGFloat, duration: TimeInterval = 0.3) -> Animation {
        .custom(duration: duration) { $0.transform = CGAffineTransform(scaleX: factor, y: factor) }
    }

    /// Rotates the node's transform by `angle` radians from where the step starts.
    ///
    /// The step animates between two matrices, which turn the shorter way (see
    /// ``CGAffineTransform/interpolated(to:fraction:)``): an angle up to half a turn either way
    /// turns as given; a larger one reaches the same end the short way (a whole turn does not
    /// move). Chain steps of less than half a turn for a longer spin.
    public static func rotate(by angle: CGFloat, duration: TimeInterval = 0.3) -> Animation {
        .custom(duration: duration) { $0.transform = $0.transform.rotated(by: angle) }
    }

    /// Changes the node's background color to `color`.
    public static func backgroundColor(
        to color: Color, duration: TimeInterval = 0.3
    ) -> Animation {
        .custom(duration: duration) { $0.backgroundColor = color }
    }
}

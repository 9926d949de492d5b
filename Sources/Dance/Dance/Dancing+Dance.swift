extension Dancing {
    /// The Dance handle of this object: chainable animation calls keyed by its tag.
    ///
    /// Created on first use and kept in associated storage that holds the object weakly.
    ///
    /// ```swift
    /// circle.dance.animate(duration: 2.0, curve: .easeInOut) {
    ///     $0.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
    /// }.start()
    /// ```
    @inlinable
    public var dance: Dance<Self> {
        DanceRegistry.handle(
            for: self, handleType: Dance<Self>.self, registeredAs: Dance<Self>.self)
    }
}

/// Anything with animatable properties: the package's counterpart of a UIView.
///
/// Mark animatable stored properties with ``Animated``. Every `Dancing` object gets a `dance`
/// handle for Dance's chainable API, kept in associated storage that never keeps the object
/// alive. ``Node`` is a ready-made retained-mode node; conform your own classes too.
@MainActor
public protocol Dancing: AnyObject {}

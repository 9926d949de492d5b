/// A timing provider's values, read once.
///
/// A provider of the user's own type runs the user's code in each of its getters, and the
/// code may change the animator (stop it, say). An operation that changes the animator reads
/// the provider's values into this first, before it changes anything, and then checks the
/// animator's state: the user's code cannot run half-way through the change.
struct TimingProviderSnapshot: TimingCurveProvider {
    let timingCurveType: TimingCurveType
    let cubicTimingParameters: CubicTimingParameters?
    let springTimingParameters: SpringTimingParameters?
    /// The provider read, which ``PropertyAnimator/timingParameters`` reports.
    let original: any TimingCurveProvider

    /// `provider` itself when it is one of the package's types (its getters run no user code),
    /// else its values read once.
    static func reading(_ provider: any TimingCurveProvider) -> any TimingCurveProvider {
        if provider is CubicTimingParameters || provider is SpringTimingParameters
            || provider is DecayTimingParameters
        {
            return provider
        }
        return TimingProviderSnapshot(
            timingCurveType: provider.timingCurveType,
            cubicTimingParameters: provider.cubicTimingParameters,
            springTimingParameters: provider.springTimingParameters, original: provider)
    }
}

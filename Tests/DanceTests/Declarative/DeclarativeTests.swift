import Testing

/// The parent suite of the declarative layer's tests, so `swift test --filter Declarative`
/// selects them all; serialized because they share the driver and the factory.
@MainActor @Suite(.serialized) enum DeclarativeTests {}

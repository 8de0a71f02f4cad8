import Testing

/// Every suite of this target is nested here.
@Suite(.serialized)
@MainActor
struct SearchFeatureTests {}

import Testing

/// Every suite of this target is nested here, so that `.serialized` applies to all of them: a
/// test store turns on the main serial executor, a process-wide switch, for as long as it lives.
@Suite(.serialized)
@MainActor
struct CaseStudiesTests {}

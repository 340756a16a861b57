/// Every suite `transition-lab bench` runs, in order.
///
/// To add a suite, declare it in its own file (`extension BenchmarkSuite { static let layout = … }` in
/// `LayoutBenchmarks.swift`) and append one line here.
public let allSuites: [BenchmarkSuite] = [
    .motion,
    .flow,
    .transition,
    .compositionalLayout,
    .scenes,
    .input,
    .clientMessages,
    .frames,
    .layoutWork,
]

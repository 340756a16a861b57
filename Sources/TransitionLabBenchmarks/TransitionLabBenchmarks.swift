// Benchmarks land with issue 2.

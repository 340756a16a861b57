# The README's two commands are `make run` and `make test`; each calls one script in scripts/.
.PHONY: run test bench setup format lint

run:
	@scripts/run.sh

test:
	@scripts/test.sh

bench:
	@scripts/bench.sh $(ARGS)

setup:
	@scripts/setup.sh

format:
	swift format --in-place --recursive Sources Tests Benchmarks/TransitionLabBenchmarks

lint:
	swift format lint --strict --recursive Sources Tests Benchmarks/TransitionLabBenchmarks

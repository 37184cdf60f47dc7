# affine-interp: `make` builds build/affine-interp; `make check` installs what
# the tests need (when missing) and runs them.
CC ?= cc
CFLAGS ?= -O2 -g
WARN = -std=c11 -D_DEFAULT_SOURCE -Wall -Wextra -Werror -Wno-unused-parameter
LDLIBS = -lm
PYTHON = /usr/bin/python3

SRCS = $(wildcard parser/*.c) $(wildcard semantics/*.c) $(wildcard interp/*.c)
HDRS = $(wildcard parser/*.h) $(wildcard semantics/*.h) $(wildcard interp/*.h)

all: build/affine-interp

# Linked statically: a run of a small program is mostly process start-up,
# and the dynamic loader is half of it.  Falls back to dynamic linking
# where no static libc is installed.
STATIC := $(shell echo 'int main(void){return 0;}' | $(CC) -x c -static -o /dev/null - 2>/dev/null && echo -static)

build/affine-interp: $(SRCS) $(HDRS) Makefile
	@mkdir -p build
	$(CC) $(WARN) $(CFLAGS) $(STATIC) -o $@ $(SRCS) $(LDLIBS)

# Dynamically linked, for valgrind (which must replace malloc).
build/affine-interp-dynamic: $(SRCS) $(HDRS) Makefile
	@mkdir -p build
	$(CC) $(WARN) $(CFLAGS) -o $@ $(SRCS) $(LDLIBS)

# ASan + UBSan build, in its own file so it never mixes with the plain one.
build/affine-interp-asan: $(SRCS) $(HDRS) Makefile
	@mkdir -p build
	$(CC) $(WARN) -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer \
	    -o $@ $(SRCS) $(LDLIBS)

deps:
	@tools/install-deps

check: deps build/affine-interp
	$(PYTHON) -m pytest -q tests
	@$(MAKE) --no-print-directory conformance
	@if command -v mlir-opt-22 >/dev/null 2>&1; then $(MAKE) --no-print-directory conformance-backend; \
	 else echo "conformance-backend: skipped (mlir-22-tools not installed)"; fi

# The golden suite against its committed expectations (no MLIR needed).
conformance: build/affine-interp
	@$(PYTHON) tools/conformance

# The same programs on the compiled backends (jit-O0, jit-O3, native):
# any difference between them or from the committed expectations fails.
conformance-backend: build/affine-interp
	@$(PYTHON) tools/conformance --backend

# Every callable function of ../shared/mlir-tests, before and after each affine
# pass, under affine-interp and the compiled backends (long: about an hour).
mlir-tests-harness: build/affine-interp
	@$(PYTHON) tools/mlir-tests-harness

# conformance/COVERAGE.md: op against feature, naming the programs in each cell.
coverage-table:
	@$(PYTHON) tools/coverage-table

asan: deps build/affine-interp-asan
	AFFINE_INTERP=build/affine-interp-asan $(PYTHON) -m pytest -q tests

valgrind: deps build/affine-interp build/affine-interp-dynamic
	AFFINE_INTERP=build/affine-interp-dynamic AFFINE_INTERP_WRAPPER="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect" \
	    $(PYTHON) -m pytest -q tests

# Benchmarks (never timed tests): parse+print a 20 MB module against mlir-opt-22.
bench-parse: build/affine-interp
	@tools/bench-parse

# Benchmarks of the engine against mlir-runner-22 -O3 (ratios; BENCH_RUNS=N).
bench: build/affine-interp build/peak_rss
	@tools/bench/run

build/peak_rss: tools/bench/peak_rss.c
	@mkdir -p build
	$(CC) $(WARN) $(CFLAGS) -o $@ $<

# Fuzz the parser with libFuzzer for FUZZ_SECONDS (default 60).
fuzz-parser:
	@fuzz/run-parser-fuzz

clean:
	rm -rf build

.PHONY: all deps check conformance conformance-backend coverage-table mlir-tests-harness asan valgrind bench bench-parse fuzz-parser clean

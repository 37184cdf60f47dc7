# affine-interp: `make` builds build/affine-interp; `make check` installs what
# the tests need (when missing) and runs them.
CC ?= cc
CFLAGS ?= -O2 -g
WARN = -std=c11 -D_DEFAULT_SOURCE -Wall -Wextra -Werror -Wno-unused-parameter
LDLIBS = -lm
PYTHON = /usr/bin/python3

SRCS = $(wildcard parser/*.c) $(wildcard semantics/*.c) $(wildcard interp/*/*.c)

all: build/affine-interp build/affine-gen build/libaffine-interp.a build/affine-api-bench

# Each build flavour compiles into its own object tree with dependency
# files (-MMD -MP), so a change to one file recompiles that file and what
# includes it, and the flavours never mix.
OBJ_PLAIN = $(SRCS:%.c=build/obj/plain/%.o)
OBJ_DYN   = $(OBJ_PLAIN)
OBJ_ASAN  = $(SRCS:%.c=build/obj/asan/%.o)
OBJ_COV   = $(SRCS:%.c=build/obj/cov/%.o)
ASAN_FLAGS = -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
COV_FLAGS = -O0 -g --coverage

build/obj/plain/%.o: %.c Makefile
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) -MMD -MP -c -o $@ $<

build/obj/asan/%.o: %.c Makefile
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(ASAN_FLAGS) -MMD -MP -c -o $@ $<

build/obj/cov/%.o: %.c Makefile
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(COV_FLAGS) -MMD -MP -c -o $@ $<

# Linked statically: a run of a small program is mostly process start-up,
# and the dynamic loader is half of it.  Falls back to dynamic linking
# where no static libc is installed.
STATIC := $(shell echo 'int main(void){return 0;}' | $(CC) -x c -static -o /dev/null - 2>/dev/null && echo -static)

build/affine-interp: $(OBJ_PLAIN)
	$(CC) $(CFLAGS) $(STATIC) -o $@ $^ $(LDLIBS)

# Dynamically linked, for valgrind (which must replace malloc).
build/affine-interp-dynamic: $(OBJ_DYN)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

# ASan + UBSan build, in its own object tree so it never mixes with the plain one.
build/affine-interp-asan: $(OBJ_ASAN)
	$(CC) $(ASAN_FLAGS) -o $@ $^ $(LDLIBS)

# gcov-instrumented, for `make coverage`.
build/affine-interp-cov: $(OBJ_COV)
	$(CC) $(COV_FLAGS) -o $@ $^ $(LDLIBS)

# The C API (interp/api/affine_interp.h) as a library: the binary's objects
# but main.o.
OBJ_LIB = $(filter-out build/obj/plain/interp/host/main.o,$(OBJ_PLAIN))
build/libaffine-interp.a: $(OBJ_LIB)
	@rm -f $@
	$(AR) rcs $@ $^

# Programs on the C API: the example (examples/api/) and the
# load-once, run-many benchmark.
build/run-many: examples/api/run_many.c build/libaffine-interp.a
	$(CC) $(WARN) $(CFLAGS) -Iinterp/api -o $@ $< build/libaffine-interp.a $(LDLIBS)

build/affine-api-bench: tools/bench/api_bench.c build/libaffine-interp.a
	$(CC) $(WARN) $(CFLAGS) -o $@ $< build/libaffine-interp.a $(LDLIBS)

# The random program generator of the fuzz campaign (fuzz/gen/).
GEN_SRCS = $(wildcard fuzz/gen/*.c)
GEN_OBJ = $(GEN_SRCS:%.c=build/obj/plain/%.o)
build/affine-gen: $(GEN_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

deps:
	@tools/install-deps

# make install PREFIX=... (default /usr/local; DESTDIR for staging): the
# two commands, the C API's header and library, and the man page.
PREFIX ?= /usr/local
INSTALLED = bin/affine-interp bin/affine-gen include/affine_interp.h lib/libaffine-interp.a share/man/man1/affine-interp.1
install: build/affine-interp build/affine-gen build/libaffine-interp.a
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/include $(DESTDIR)$(PREFIX)/lib $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 build/affine-interp build/affine-gen $(DESTDIR)$(PREFIX)/bin/
	install -m 644 interp/api/affine_interp.h $(DESTDIR)$(PREFIX)/include/
	install -m 644 build/libaffine-interp.a $(DESTDIR)$(PREFIX)/lib/
	install -m 644 doc/affine-interp.1 $(DESTDIR)$(PREFIX)/share/man/man1/

uninstall:
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/,$(INSTALLED))

# pytest runs the golden suite on affine-interp (tests/test_conformance_suite.py);
# conformance-backend runs it once on each compiled backend.  The tests run
# on every core (pytest-xdist, one test file per worker at a time) when
# python3-pytest-xdist is installed; PYTEST_JOBS=1 runs them in one process.
# What the tests build with make is built first, so no two workers run the
# same make.
PYTEST_JOBS ?= $(shell nproc 2>/dev/null || echo 1)
PYTEST_PARALLEL = $(shell [ "$(PYTEST_JOBS)" -gt 1 ] && $(PYTHON) -c 'import xdist' 2>/dev/null && echo --numprocesses=$(PYTEST_JOBS) --dist loadfile)
TEST_BUILDS = build/affine-interp build/affine-gen build/libaffine-interp.a build/run-many build/affine-api-bench
check: deps $(TEST_BUILDS)
	$(PYTHON) -m pytest -q $(PYTEST_PARALLEL) tests
	@if command -v mlir-opt-22 >/dev/null 2>&1; then $(MAKE) --no-print-directory conformance-backend; \
	 else echo "conformance-backend: skipped (mlir-22-tools not installed)"; fi

# The golden suite against its committed expectations (no MLIR needed).
conformance: build/affine-interp
	@$(PYTHON) tools/conformance

# The same programs on the compiled backends (jit-O0, jit-O3, native):
# any difference between them or from the committed expectations fails.
conformance-backend: build/affine-interp
	@$(PYTHON) tools/conformance --backend

# The lit suites under the real lit of llvm-22-tools (tools/litcfg.py):
# conformance/lit and the conformance/mlir-bugs records (make check runs them
# through tests/test_lit_run.py).
LIT ?= /usr/lib/llvm-22/bin/lit
lit: build/affine-interp
	$(LIT) -s conformance/lit conformance/mlir-bugs
.PHONY: lit

# Every callable function of ../shared/mlir-tests, before and after each affine
# pass, under affine-interp and the compiled backends (long: about an hour).
mlir-tests-harness: build/affine-interp
	@$(PYTHON) tools/mlir-tests-harness

# conformance/COVERAGE.md: op against feature, naming the programs in each cell.
coverage-table:
	@$(PYTHON) tools/coverage-table

asan: deps $(TEST_BUILDS) build/affine-interp-asan
	AFFINE_INTERP=build/affine-interp-asan $(PYTHON) -m pytest -q $(PYTEST_PARALLEL) tests

valgrind: deps $(TEST_BUILDS) build/affine-interp-dynamic
	AFFINE_INTERP=build/affine-interp-dynamic AFFINE_INTERP_WRAPPER="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect" \
	    $(PYTHON) -m pytest -q $(PYTEST_PARALLEL) tests

# Line and branch coverage of parser/, semantics/ and interp/ by the whole
# test suite (gcovr, from Debian): build/coverage/summary.txt, one line per
# file, and build/coverage/index.html.
coverage: deps build/affine-interp-cov build/affine-gen
	@command -v gcovr >/dev/null || { echo "coverage: gcovr is not installed (apt-get install gcovr)"; exit 1; }
	@find build/obj/cov -name '*.gcda' -delete
	-AFFINE_INTERP=$(CURDIR)/build/affine-interp-cov AFFINE_UNIT_OBJ=$(CURDIR)/build/obj/cov $(PYTHON) -m pytest -q tests
	@mkdir -p build/coverage
	gcovr --root . --object-directory build/obj/cov --filter 'parser/' --filter 'semantics/' --filter 'interp/' --gcov-ignore-parse-errors \
	    --txt build/coverage/summary.txt --html-details build/coverage/index.html --print-summary
	@echo "coverage: build/coverage/summary.txt"

# Benchmarks (never timed tests): parse+print a 20 MB module against mlir-opt-22.
bench-parse: build/affine-interp build/peak_rss
	@tools/bench-parse

# Benchmarks of the engine against mlir-runner-22 -O3 (ratios; BENCH_RUNS=N).
bench: build/affine-interp build/affine-gen build/peak_rss
	@tools/bench/run

# The C API's per-run cost on generated fuzz programs against one
# affine-interp process each (issue 21).
bench-api: build/affine-interp build/affine-gen build/affine-api-bench
	@tools/bench/api-per-run

build/peak_rss: tools/bench/peak_rss.c
	@mkdir -p build
	$(CC) $(WARN) $(CFLAGS) -o $@ $<

# Fuzz the parser with libFuzzer for FUZZ_SECONDS (default 60).
fuzz-parser:
	@fuzz/run-parser-fuzz

# A differential fuzz campaign of MLIR's affine passes checked by affine-interp
# (fuzz/campaign): CAMPAIGN_SECONDS (default 300) on every core.  Each run
# gets a folder of its own, build/fuzz-campaign/<UTC time>-seed<SEED>/
# (report.html, report.md, findings/), and build/fuzz-campaign/latest points
# at it: an earlier campaign is never replaced.  CAMPAIGN_OUT=DIR chooses the
# folder; fuzz/campaign refuses one that exists and is not empty.
CAMPAIGN_SECONDS ?= 300
CAMPAIGN_SEED ?= 1
CAMPAIGN_STAMP := $(shell date -u +%Y%m%dT%H%M%SZ)
CAMPAIGN_OUT ?= build/fuzz-campaign/$(CAMPAIGN_STAMP)-seed$(CAMPAIGN_SEED)
fuzz-campaign: build/affine-interp build/affine-gen
	fuzz/campaign --seconds $(CAMPAIGN_SECONDS) --seed $(CAMPAIGN_SEED) --jobs $$(nproc) --out $(CAMPAIGN_OUT); \
	rc=$$?; case "$(CAMPAIGN_OUT)" in build/fuzz-campaign/*) [ -d "$(CAMPAIGN_OUT)" ] && \
	    ln -sfn "$(notdir $(CAMPAIGN_OUT))" build/fuzz-campaign/latest;; esac; exit $$rc

# Every new bucket of build/fuzz-campaign reduced to a reproducer
# (fuzz/triage): TRIAGE_SECONDS (default 1800) on every core; summary in
# build/fuzz-campaign/triage.md, the reproducers a lit suite there.
TRIAGE_SECONDS ?= 1800
fuzz-triage: build/affine-interp
	fuzz/triage build/fuzz-campaign --budget $(TRIAGE_SECONDS) --jobs $$(nproc)
.PHONY: fuzz-triage

# The campaign with the ASan+UBSan build of affine-interp: fails on any
# sanitizer report, crash, timeout or stray exit code of affine-interp (class
# interp-failure).  CAMPAIGN_ASAN_SECONDS (default 120).
# Its folder: build/fuzz-asan/<UTC time>-seed<SEED>/ (never replaced).
CAMPAIGN_ASAN_SECONDS ?= 120
fuzz-asan: build/affine-interp-asan build/affine-gen
	AFFINE_INTERP=build/affine-interp-asan fuzz/campaign --seconds $(CAMPAIGN_ASAN_SECONDS) --seed $(CAMPAIGN_SEED) \
	    --jobs $$(nproc) --fail-on interp-failure --out build/fuzz-asan/$(CAMPAIGN_STAMP)-seed$(CAMPAIGN_SEED)

clean:
	rm -rf build

.PHONY: all deps install uninstall check coverage conformance conformance-backend coverage-table mlir-tests-harness asan valgrind bench bench-api bench-parse fuzz-parser fuzz-campaign fuzz-asan clean

# the dependency files the compiler wrote (see -MMD above)
-include $(OBJ_PLAIN:.o=.d) $(OBJ_ASAN:.o=.d) $(OBJ_COV:.o=.d) $(GEN_OBJ:.o=.d)

SHELL := /bin/bash
# Segue — UIKit's view-controller transition system for Linux.
#
#   make demo   install what is missing, build, open the Gallery (without a display: export it to out/gallery/)
#   make readme-gifs  the GIFs the README shows (docs/media/)
#   make docs   the DocC documentation, with the tutorial, in out/docs/
#   make test   install what is missing, check every spec rule has a test, build, run both packages' tests;
#               one summary at the end, full logs in out/test-*.log
#   make bench  the benchmarks, release build
#   make soak   10,000 mixed transitions headless, memory growth printed (outside make test)
#   make test-sanitized  the test suite under AddressSanitizer, then ThreadSanitizer (slow)
#   make mutants  targeted source mutations, each run against the tests that should catch it (slow)

SWIFT ?= swift
# Every Debian package the build links, dlopens or the tests run; scripts/check-deps.sh
# verifies each thing they provide and names what is missing.
APT_PACKAGES := pkg-config libcairo2-dev libpixman-1-dev libsdl2-dev \
	libpangocairo-1.0-0 libpango-1.0-0 libglib2.0-0 \
	fontconfig fonts-dejavu-core fonts-wqy-microhei \
	xvfb xdotool imagemagick ffmpeg

# Packages that check `canImport(UIKit)` or `canImport(CoreGraphics)` compile
# against Segue's drop-in modules once those are built, and then must see their
# C modules (Cairo, pixman, SDL): hence the module maps, for every build with
# the tests (x-sheep/swift-property-based, a test dependency, checks
# `canImport(CoreGraphics)`) and for the snapshot package.
# (`=`, not `:=`: pkg-config runs after `make deps` has installed it.)
MODULE_MAPS = $(foreach m,CCairo CPixman CSDL2,-Xcc -fmodule-map-file=$(CURDIR)/Sources/$(m)/module.modulemap) \
	$(foreach f,$(shell pkg-config --cflags-only-I cairo pixman-1 sdl2),-Xcc $(f))

.PHONY: deps build test test-snapshots test-sanitized demo readme-gifs docs bench soak mutants clean

# Installs the Debian packages the build needs, only when one is missing, then
# checks that what they provide is really there.
deps:
	@missing=""; \
	for pkg in $(APT_PACKAGES); do \
		dpkg -s $$pkg >/dev/null 2>&1 || missing="$$missing $$pkg"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "make deps: installing$$missing"; \
		SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO="sudo"; \
		{ $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; } \
			|| { echo "make deps: apt-get could not install$$missing"; exit 1; }; \
	fi
	@scripts/check-deps.sh

build: deps
	$(SWIFT) build

# scripts/run-tests.py runs the rule-coverage check, then builds and tests both packages
# (this one and Integrations/SnapshotTesting), each full log in out/test-*.log, and ends
# with one summary of both; on failure it prints the failing tests' issues first. Its exit
# status is non-zero when anything failed.
test: deps
	@SWIFT="$(SWIFT)" MODULE_MAPS="$(MODULE_MAPS)" scripts/run-tests.py

# swift-snapshot-testing and swift-custom-dump against Segue (Integrations/SnapshotTesting).
# UIKit is built first so their `canImport(UIKit)` checks always see it.

test-snapshots: deps
	cd Integrations/SnapshotTesting && $(SWIFT) build --target UIKit $(MODULE_MAPS)
	cd Integrations/SnapshotTesting && $(SWIFT) build --build-tests $(MODULE_MAPS)
	cd Integrations/SnapshotTesting && $(SWIFT) test --skip-build $(MODULE_MAPS)

# The window-host tests start Xvfb and an app process; they are left out here.
# Leak detection is off by default: LeakSanitizer reports Swift's weak-reference
# side tables of objects still alive at exit (their pointers are stored shifted)
# and the controller graphs tests abandon while something is presented (the
# presented/presentation-controller cycle UIKit breaks at dismissal).
# ASAN_OPTIONS=detect_leaks=1 make test-sanitized shows them.
ASAN_OPTIONS ?= detect_leaks=0
test-sanitized: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan $(MODULE_MAPS)
	ASAN_OPTIONS=$(ASAN_OPTIONS) $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan --skip WindowHostTests $(MODULE_MAPS)
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan $(MODULE_MAPS)
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --skip WindowHostTests $(MODULE_MAPS)

demo: deps
	$(SWIFT) run segue-gallery

# The GIFs the README shows.
readme-gifs: deps
	$(SWIFT) run segue-gallery export --demo layout-to-layout --demo photo-zoom --demo circular-reveal \
		--fps 20 --scale 0.5 --out docs/media
	rm -f docs/media/index.html

# The DocC documentation (OpenUIKit, SegueTesting with its tutorial) as static sites in out/docs/.
docs: deps
	mkdir -p out/docs
	for target in OpenUIKit SegueTesting; do \
		$(SWIFT) package --allow-writing-to-directory out/docs generate-documentation --target $$target \
			--disable-indexing --transform-for-static-hosting --output-path out/docs/$$target || exit 1; \
	done

bench: deps
	$(SWIFT) run -c release segue-bench

# 10,000 mixed transitions headless; prints the memory growth after warm-up (must stay under 5 MB).
soak: deps
	$(SWIFT) run -c release segue-soak

mutants: deps
	SEGUE_TEST_BUILD_FLAGS="$(MODULE_MAPS)" scripts/mutants.py

clean:
	rm -rf .build .build-mutants .build-asan .build-tsan out Integrations/SnapshotTesting/.build

SHELL := /bin/bash
# Segue — UIKit's view-controller transition system for Linux.
#
#   make demo   install what is missing, build, run the gallery (headless output in out/)
#   make test   install what is missing, build, run the whole test suite
#   make bench  the benchmarks, release build

SWIFT ?= swift
APT_PACKAGES := pkg-config libcairo2-dev libpangocairo-1.0-0 libpixman-1-dev libsdl2-dev fonts-dejavu-core fonts-wqy-microhei xvfb xdotool imagemagick

.PHONY: deps build test demo bench clean

# Installs the Debian packages the build needs, only when one is missing.
deps:
	@missing=""; \
	for pkg in $(APT_PACKAGES); do \
		dpkg -s $$pkg >/dev/null 2>&1 || missing="$$missing $$pkg"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "make deps: installing$$missing"; \
		SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO="sudo"; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi; \
	pkg-config --exists cairo pangocairo pixman-1 || { echo "make deps: cairo, pangocairo or pixman still not found by pkg-config"; exit 1; }

build: deps
	$(SWIFT) build

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

demo: deps
	$(SWIFT) run segue-gallery

bench: deps
	$(SWIFT) run -c release segue-bench

clean:
	rm -rf .build out

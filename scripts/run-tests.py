#!/usr/bin/env python3
"""`make test`: the rule-coverage check, then both packages' tests, ending with one summary.

    SWIFT=swift MODULE_MAPS="-Xcc …" scripts/run-tests.py

Runs, in order, each with its full output in out/:
  scripts/check-rule-coverage.py                      out/test-rules.log
  swift build --build-tests     (the main package)    out/test-build.log
  swift test --skip-build       (the main package)    out/test-main.log
  swift build, --build-tests    (Integrations/SnapshotTesting)  out/test-snapshots-build.log
  swift test --skip-build       (Integrations/SnapshotTesting)  out/test-snapshots.log

Everything runs even when a step fails, so the summary covers both packages.
On success it prints each build's result line and the summary; on failure also
the issues of the failing tests (or a failed build's errors, or the end of a
test log that has no summary line: a crash). The exit status is 0 only when
the rule check, both builds and both test runs succeed.
"""
import os, shutil, re, shlex, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "out")
SWIFT = shlex.split(os.environ.get("SWIFT", "swift"))
MODULE_MAPS = shlex.split(os.environ.get("MODULE_MAPS", ""))

# Swift Testing's last line: "✔ Test run with 12 tests in 3 suites passed after 1.2 seconds."
# or "… failed after 1.2 seconds with 4 issues (including 1 known issue)." (the counts'
# words are singular for 1; a run of one test says "1 test in 1 suite").
RUN_LINE = re.compile(r"Test run with (\d+) tests? (?:in (\d+) suites? )?(passed|failed) after ([\d.]+) seconds?(.*)$")
KNOWN = re.compile(r"(\d+) known issues?")
# "✘ Test name() failed after 0.1 seconds with 1 issue." (a suite's line starts with "Suite").
FAILED_TEST = re.compile(r"^\S+ Test (?!run with )(.+?)(?: with \d+ test cases?)? failed after ")
# XCTest's "Executed 3 tests, with 1 failure (0 unexpected) in …" (0 tests here: only Swift Testing is used).
XCTEST = re.compile(r"Executed (\d+) tests?, with (\d+) failures?")


def log_path(name):
    return os.path.join(OUT, f"test-{name}.log")


def run(args, name, cwd=ROOT):
    """Runs `args` with its output in out/test-<name>.log; returns (status, seconds, lines)."""
    start = time.monotonic()
    with open(log_path(name), "w") as log:
        log.write("$ " + " ".join(shlex.quote(a) for a in args) + "\n")
        log.flush()
        status = subprocess.call(args, cwd=cwd, stdout=log, stderr=subprocess.STDOUT)
    with open(log_path(name), errors="replace") as log:
        lines = log.read().splitlines()
    return status, time.monotonic() - start, lines


def rel(path):
    return os.path.relpath(path, os.getcwd())


def build(label, name, cwd, steps):
    """Runs the build steps (stopping at the first that fails) into one log; prints its result."""
    print(f"Building {label}…", flush=True)
    start = time.monotonic()
    lines, status = [], 0
    with open(log_path(name), "w") as log:
        for args in steps:
            log.write("$ " + " ".join(shlex.quote(a) for a in args) + "\n")
            log.flush()
            status = subprocess.call(args, cwd=cwd, stdout=log, stderr=subprocess.STDOUT)
            if status != 0:
                break
    with open(log_path(name), errors="replace") as log:
        lines = log.read().splitlines()
    elapsed = time.monotonic() - start
    warnings = sorted({line for line in lines if ": warning: " in line})
    for line in warnings:
        print("  " + line)
    if status == 0:
        done = [line for line in lines if line.startswith("Build complete!")]
        print(f"  {done[-1] if done else 'Build complete!'}  ({elapsed:.1f} s in all, log: {rel(log_path(name))})")
    else:
        errors = [line for line in lines if ": error: " in line or line.startswith("error: ")]
        for line in (errors or lines[-30:])[:60]:
            print("  " + line)
        print(f"  BUILD FAILED (exit status {status}); full log: {rel(log_path(name))}")
    return status == 0


class Result:
    """One package's test run, read from its log."""

    def __init__(self, label, name, status, seconds, lines):
        self.label, self.name, self.status, self.lines = label, name, status, lines
        self.tests = self.failed = self.known = 0
        self.seconds = seconds
        self.summary_line = None
        for line in lines:
            match = RUN_LINE.search(line)
            if match:
                self.summary_line = line.strip()
                self.tests = int(match.group(1))
                self.seconds = float(match.group(4))
                known = KNOWN.search(match.group(5))
                self.known = int(known.group(1)) if known else 0
        self.failed_tests = []
        for line in lines:
            match = FAILED_TEST.match(line)
            if match and match.group(1) not in self.failed_tests:
                self.failed_tests.append(match.group(1))
        self.failed = len(self.failed_tests)
        # XCTest's last "Executed" line is its total (nested suites print their own before it).
        xctest = [match for match in map(XCTEST.search, lines) if match]
        if xctest and int(xctest[-1].group(1)) > 0:
            self.tests += int(xctest[-1].group(1))
            self.failed += int(xctest[-1].group(2))

    @property
    def ok(self):
        return self.status == 0 and self.summary_line is not None and self.failed == 0

    def issue_lines(self):
        """The failing tests' issue lines, each with the detail lines that follow it."""
        shown, keep = [], False
        for line in self.lines:
            if " recorded an issue" in line and "known issue" not in line:
                shown.append(line)
                keep = True
            elif keep and (line.startswith(" ") or line.lstrip().startswith("↳")):
                shown.append(line)
            else:
                keep = False
            if re.search(r"error: .*(XCTAssert|failed)", line):
                shown.append(line)
        return shown


# Libraries of the snapshot package that compile against Segue's UIKit only
# because they check `canImport(UIKit)`: SwiftPM does not know they depend on
# it, so after a change to a Segue class their objects would keep its old
# layout (a crash at run time). Their builds are dropped, to be made anew.
UIKIT_CLIENTS = ["SnapshotTesting", "CustomDump", "InlineSnapshotTesting", "SnapshotTestingCustomDump"]


def forget_uikit_clients(package):
    build = os.path.join(package, ".build")
    for triple in (os.listdir(build) if os.path.isdir(build) else []):
        debug = os.path.join(build, triple, "debug")
        if not os.path.isdir(debug):
            continue
        for client in UIKIT_CLIENTS:
            shutil.rmtree(os.path.join(debug, client + ".build"), ignore_errors=True)
            modules = os.path.join(debug, "Modules")
            for name in (os.listdir(modules) if os.path.isdir(modules) else []):
                if name.split(".")[0] == client:
                    path = os.path.join(modules, name)
                    shutil.rmtree(path, ignore_errors=True) if os.path.isdir(path) else os.remove(path)


def main():
    os.makedirs(OUT, exist_ok=True)
    started = time.monotonic()
    failures = []

    status, _, lines = run([sys.executable, os.path.join(ROOT, "scripts", "check-rule-coverage.py")], "rules")
    rules_ok = status == 0
    if rules_ok:
        note = next((line for line in lines[1:] if "not checked" in line), None)
        print("Rule coverage: " + (note or "every rule of the spec has a test"))
    else:
        print("Rule coverage: FAILED")
        for line in lines[1:][:40]:
            print("  " + line)
        failures.append("rule coverage")

    snapshots = os.path.join(ROOT, "Integrations", "SnapshotTesting")
    forget_uikit_clients(snapshots)
    packages = [
        ("Segue", "main", "build", ROOT, [SWIFT + ["build", "--build-tests"] + MODULE_MAPS]),
        # UIKit first, so the snapshot libraries' `canImport(UIKit)` checks always see it.
        ("Integrations/SnapshotTesting", "snapshots", "snapshots-build", snapshots,
         [SWIFT + ["build", "--target", "UIKit"] + MODULE_MAPS, SWIFT + ["build", "--build-tests"] + MODULE_MAPS]),
    ]
    results = []
    for label, name, build_name, cwd, steps in packages:
        if not build(f"the tests of {label}", build_name, cwd, steps):
            failures.append(f"{label}: build")
            results.append((label, None))
            continue
        print(f"Running the tests of {label}…", flush=True)
        status, seconds, lines = run(SWIFT + ["test", "--skip-build"] + MODULE_MAPS, name, cwd)
        result = Result(label, name, status, seconds, lines)
        results.append((label, result))
        if not result.ok:
            failures.append(f"{label}: tests")

    # The failing tests' issues, before the summary.
    for label, result in results:
        if result is None or result.ok:
            continue
        print()
        print(f"── Failures in {label} (full log: {rel(log_path(result.name))}) ──")
        issues = result.issue_lines()
        for line in issues[:200]:
            print(line)
        if len(issues) > 200:
            print(f"… {len(issues) - 200} more lines in the log")
        if result.summary_line is None:
            print(f"No test-run summary in the log (a crash?); exit status {result.status}. Its last lines:")
            for line in result.lines[-25:]:
                print("  " + line)
        elif not issues:
            print(f"swift test exited with status {result.status}; see the log.")

    print()
    width = max(len(label) for label, _ in results + [("Total", None)])
    header = f"{'Package':<{width}}  {'Tests':>6}  {'Passed':>6}  {'Failed':>6}  {'Known issues':>12}  {'Time':>9}"
    print("═" * len(header))
    print(header)
    print("─" * len(header))
    totals = [0, 0, 0, 0, 0.0]
    for label, result in results:
        if result is None:
            print(f"{label:<{width}}  {'build failed':>36}")
            continue
        if result.summary_line is None:
            print(f"{label:<{width}}  {'no summary (crashed?)':>36}  {result.seconds:>7.1f} s")
            continue
        passed = result.tests - result.failed
        row = [result.tests, passed, result.failed, result.known, result.seconds]
        totals = [a + b for a, b in zip(totals, row)]
        print(f"{label:<{width}}  {row[0]:>6}  {row[1]:>6}  {row[2]:>6}  {row[3]:>12}  {row[4]:>7.1f} s")
    print("─" * len(header))
    print(f"{'Total':<{width}}  {totals[0]:>6}  {totals[1]:>6}  {totals[2]:>6}  {totals[3]:>12}  {totals[4]:>7.1f} s")
    print("═" * len(header))
    wall = time.monotonic() - started
    logs = ", ".join(rel(log_path(n)) for n in ("main", "snapshots"))
    if failures:
        print(f"make test FAILED ({'; '.join(failures)}) after {wall / 60:.1f} min. Full logs: {logs}")
        return 1
    print(f"make test passed: {totals[0]} tests in 2 packages, {wall / 60:.1f} min in all. Full logs: {logs}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

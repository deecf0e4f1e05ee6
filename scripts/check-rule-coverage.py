#!/usr/bin/env python3
"""Every rule of the behaviour reference has a test (issue 28 §3).

A rule ID such as R1.6.2 counts as covered when a file under Tests/ cites it:
in a test's name (`R1_6_2_…`), its display string ("R1.6.2: …") or a
`// R1.6.2` comment on the test that checks it. Rules the spec marks [U]
(unconfirmed) must say so in the citing test's comment; that part is for
review, not for this script.

    scripts/check-rule-coverage.py [path/to/spec.md]

Without an argument the spec is ../shared/spec/uikit-transition-semantics.md
beside the checkout. Exits 1 naming every rule without a test.
"""
import os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_SPEC = os.path.join(ROOT, "..", "shared", "spec", "uikit-transition-semantics.md")


def main():
    spec_path = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_SPEC
    if not os.path.exists(spec_path):
        print(f"check-rule-coverage: no spec at {os.path.normpath(spec_path)}; rule coverage not checked")
        return 0
    rules = sorted(set(re.findall(r"\*\*(R\d+(?:\.\d+)+)\*\*", open(spec_path).read())),
                   key=lambda rule: [int(part) for part in rule[1:].split(".")])
    cited = set()
    for folder, _, names in os.walk(os.path.join(ROOT, "Tests")):
        for name in names:
            if name.endswith(".swift"):
                text = open(os.path.join(folder, name)).read()
                cited.update(match.replace("_", ".") for match in re.findall(r"R\d+(?:[._]\d+)+", text))
    missing = [rule for rule in rules if rule not in cited]
    if missing:
        print(f"check-rule-coverage: {len(missing)} of {len(rules)} rules have no test citing them: {' '.join(missing)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

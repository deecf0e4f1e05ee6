#!/usr/bin/env python3
"""Times kiwisolver (the C++ Cassowary behind Matplotlib) solving a constraint
system exported by segue-bench, from scratch, and prints the median in ms.

    scripts/kiwi-bench.py SYSTEM_FILE [REPEATS]

Installs kiwisolver with pip (user site) when it is missing."""
import subprocess, sys, time

try:
    import kiwisolver as kiwi
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--user", "kiwisolver"], check=True)
    import site, importlib
    importlib.reload(site)
    import kiwisolver as kiwi


def load(path):
    variables, equations = [], []
    for line in open(path):
        fields = line.split()
        if fields[0] == "v":
            variables = [kiwi.Variable(f"x{i}") for i in range(int(fields[1]))]
            continue
        relation, strength, constant, count = int(fields[1]), float(fields[2]), float(fields[3]), int(fields[4])
        terms = [(int(fields[5 + 2 * i]), float(fields[6 + 2 * i])) for i in range(count)]
        equations.append((relation, strength, constant, terms))
    return variables, equations


def solve(variables, equations):
    solver = kiwi.Solver()
    for relation, strength, constant, terms in equations:
        expression = sum((variables[v] * c for v, c in terms), kiwi.Expression([], constant)) if terms else kiwi.Expression([], constant)
        constraint = expression == 0 if relation == 0 else (expression <= 0 if relation < 0 else expression >= 0)
        # kiwisolver's required strength is 1,001,001,000, as Segue's.
        try:
            solver.addConstraint(constraint | min(strength, kiwi.strength.required))
        except kiwi.UnsatisfiableConstraint:
            pass
    solver.updateVariables()


def main():
    path = sys.argv[1]
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    variables, equations = load(path)
    solve(variables, equations)  # warm up
    samples = []
    for _ in range(repeats):
        variables, equations = load(path)
        started = time.perf_counter()
        solve(variables, equations)
        samples.append((time.perf_counter() - started) * 1000)
    samples.sort()
    print(f"{samples[len(samples) // 2]:.3f}")


if __name__ == "__main__":
    main()

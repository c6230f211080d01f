#!/usr/bin/env python3
"""Draws the precision sample of docs/precision.md.

Runs rxlint (JSON) over every folder of a corpus directory (one real code base per folder,
brought in from outside the repository), prints the findings per code base, rule and
severity, and draws a random sample of `error` and `warning` findings with a fixed seed,
so that anyone with the same corpus and binary draws the same sample.

    scripts/precision-sample.py --rxlint .build/release/rxlint --corpus /path/to/corpus \
        --seed 10 --errors 40 --warnings 40 --exclude ReactiveX+RxSwift > sample.md
"""
import argparse
import collections
import json
import os
import random
import subprocess
import sys


def findings_of(rxlint, folder):
    run = subprocess.run([rxlint, "--format", "json", folder], capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.stderr.write(f"{folder}: rxlint exited {run.returncode}: {run.stderr.strip()[:200]}\n")
    try:
        return json.loads(run.stdout)["findings"]
    except (ValueError, KeyError):
        return []


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--rxlint", required=True)
    p.add_argument("--corpus", required=True)
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--errors", type=int, default=40)
    p.add_argument("--warnings", type=int, default=40)
    p.add_argument("--exclude", action="append", default=[], help="code bases counted but not sampled")
    args = p.parse_args()

    args.rxlint = os.path.abspath(args.rxlint)
    os.chdir(args.corpus)
    everything = []
    counts = collections.Counter()
    print("| code base | findings | error | warning | info |")
    print("|---|---|---|---|---|")
    for folder in sorted(os.listdir(".")):
        if not os.path.isdir(folder):
            continue
        found = findings_of(args.rxlint, folder)
        by = collections.Counter(f["severity"] for f in found)
        print(f"| {folder} | {len(found)} | {by['error']} | {by['warning']} | {by['info']} |")
        for f in found:
            counts[(f["rule"], f["severity"])] += 1
            if folder not in args.exclude:
                everything.append(f)
    print()
    print("| rule | severity | findings |")
    print("|---|---|---|")
    for (rule, severity), n in sorted(counts.items()):
        print(f"| {rule} | {severity} | {n} |")
    print()

    everything.sort(key=lambda f: (f["file"], f["line"], f["column"], f["rule"]))
    rng = random.Random(args.seed)
    for severity, n in (("error", args.errors), ("warning", args.warnings)):
        pool = [f for f in everything if f["severity"] == severity]
        sample = sorted(rng.sample(pool, min(n, len(pool))), key=lambda f: (f["file"], f["line"]))
        print(f"## Sample of {severity} findings (seed {args.seed}, {len(sample)} of {len(pool)})")
        print()
        for k, f in enumerate(sample, 1):
            print(f"{k}. `{f['file']}:{f['line']}:{f['column']}` {f['rule']} ({f['verdict']})")
            print(f"   - message: {f['message']}")
            print(f"   - chain: {' → '.join(f['chain'])}")
        print()


if __name__ == "__main__":
    main()

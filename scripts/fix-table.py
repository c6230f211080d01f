#!/usr/bin/env python3
"""Proves `rxlint --fix` on real code bases and prints the table docs/precision.md keeps.

    scripts/fix-table.py --rxlint BIN [--work-dir DIR] [--styles weak_self,with_owner]
                         [--markdown FILE] CODE_BASE_FOLDER...

Each code base is copied (without `.git`) into the work directory, once per `fix_style`, and
only the copy is fixed: the folders given are never written. The style is set through a
configuration file written beside the copy (`--config`), the copy being the project root.
For each copy:

1. `rxlint --format json` lists the findings; those with a `fix` are the ones `--fix` acts on.
2. `rxlint --fix --diff` prints the edits, kept as `<work>/hunks/<code base>.<style>.diff`
   for reading (every hunk is meant to be read: whether it keeps the code's meaning is a
   judgment no script makes).
3. Each Swift file the diff names is parsed with `swiftc -parse`, each Objective-C file
   (`.m`, `.mm`, `.h`) checked with `clang -fsyntax-only -fobjc-arc -fblocks` and rxlint's stub
   header included (an `#import` found nowhere in the code base gets an empty stand-in, as
   rxlint's own parse does), before and after the fix.
4. `rxlint --fix` writes the fixes; every file of the copy is then compared with what it was:
   exactly the files of the diff changed, and into the text the diff describes.
5. After the fix: a file that parsed before must parse after, no clang error may be new (new
   warnings are listed), `rxlint --format json` must report exactly the findings that had no
   fix (by file, rule and severity), and a second `rxlint --fix --diff` must print nothing.

Output: a Markdown table with one row per code base (findings before, files and hunks changed,
fixes per rule, findings left, problems; "a / b" where the styles differ) and the totals, then
every new clang warning and every problem found, each naming its code base, style and file. Exit status 0 when no check failed, 1 otherwise, 2 on bad arguments.
"""

import argparse
import collections
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STUB = os.path.join(ROOT, "Sources", "RxLintResources", "ObjCStub", "rxlint-objc-stub.h")
SWIFT_SUFFIXES = (".swift",)
OBJC_SUFFIXES = (".m", ".mm", ".h")


def run(arguments, cwd=None, timeout=900):
    """Runs a command; returns (exit status, stdout, stderr) as text."""
    done = subprocess.run(arguments, cwd=cwd, capture_output=True, timeout=timeout)
    return done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace")


def find_tool(name, environment_variable):
    chosen = os.environ.get(environment_variable)
    if chosen:
        return chosen
    found = shutil.which(name)
    if not found:
        sys.exit(f"fix-table: {name} is not on PATH (set {environment_variable})")
    return found


def copy_code_base(source, destination):
    if os.path.exists(destination):
        shutil.rmtree(destination)
    shutil.copytree(source, destination, symlinks=True, ignore=shutil.ignore_patterns(".git"))


def snapshot(folder):
    """Every regular file under `folder` (relative path -> sha256), links not followed."""
    result = {}
    for directory, subdirectories, files in os.walk(folder):
        subdirectories.sort()
        for name in files:
            path = os.path.join(directory, name)
            if os.path.islink(path) or not os.path.isfile(path):
                continue
            with open(path, "rb") as handle:
                result[os.path.relpath(path, folder)] = hashlib.sha256(handle.read()).hexdigest()
    return result


def unquote_git_name(name):
    """A file name as git writes it in a diff header: bare, or quoted with C escapes."""
    if not (name.startswith('"') and name.endswith('"')):
        return name.split("\t")[0]
    body = name[1:-1]
    out = bytearray()
    i = 0
    simple = {"n": b"\n", "t": b"\t", '"': b'"', "\\": b"\\", "a": b"\a", "b": b"\b", "f": b"\f", "r": b"\r", "v": b"\v"}
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            nxt = body[i + 1]
            if nxt in simple:
                out += simple[nxt]
                i += 2
                continue
            if re.match(r"[0-7]{3}", body[i + 1:i + 4]):
                out.append(int(body[i + 1:i + 4], 8))
                i += 4
                continue
        out += c.encode("utf-8")
        i += 1
    return out.decode("utf-8", "surrogateescape")


def files_in_diff(diff):
    names = []
    for line in diff.splitlines():
        if line.startswith("+++ "):
            name = unquote_git_name(line[4:].rstrip("\n"))
            if name.startswith("b/"):
                name = name[2:]
            names.append(name)
    return names


def hunk_count(diff):
    return sum(1 for line in diff.splitlines() if line.startswith("@@ "))


def lint_json(rxlint, copy, config):
    status, out, err = run([rxlint, "--format", "json", "--config", config, "--project-root", ".", "."], cwd=copy)
    if status not in (0, 1):
        raise RuntimeError(f"rxlint exited {status}: {err.strip().splitlines()[-1] if err.strip() else ''}")
    return json.loads(out)["findings"]


def swift_parses(swiftc, path):
    status, out, err = run([swiftc, "-parse", path], timeout=120)
    return status == 0, (err.strip().splitlines() or [""])[0]


class ClangChecker:
    """clang -fsyntax-only under ARC with rxlint's stub; missing imports get empty stand-ins."""

    DIAGNOSTIC = re.compile(r"^(.*?):(\d+):(\d+): (error|warning|fatal error): (.*)$")
    MISSING = re.compile(r"fatal error: '([^']+)' file not found")

    def __init__(self, clang, copy, stand_ins):
        self.clang = clang
        self.copy = copy
        self.stand_ins = stand_ins
        os.makedirs(stand_ins, exist_ok=True)
        folders = set()
        for directory, subdirectories, files in os.walk(copy):
            if any(name.endswith(".h") for name in files):
                folders.add(directory)
        self.header_folders = sorted(folders)

    def diagnostics(self, path):
        """Multiset of (severity, message) clang reports for `path`, file positions left out."""
        language = "objective-c++" if path.endswith(".mm") else "objective-c"
        arguments = [self.clang, "-fsyntax-only", "-fobjc-arc", "-fblocks", "-target", "arm64-apple-ios12.0",
                     "-nostdinc", "-ferror-limit=0", "-x", language, "-include", STUB,
                     "-I", os.path.dirname(path)]
        for folder in self.header_folders:
            arguments += ["-I", folder]
        arguments += ["-I", self.stand_ins, path]
        for _ in range(400):
            status, out, err = run(arguments, timeout=120)
            missing = self.MISSING.search(err)
            if not missing:
                break
            stand_in = os.path.join(self.stand_ins, missing.group(1))
            if os.path.exists(stand_in):
                break
            os.makedirs(os.path.dirname(stand_in), exist_ok=True)
            open(stand_in, "w").close()
        found = collections.Counter()
        for line in err.splitlines():
            match = self.DIAGNOSTIC.match(line)
            if match:
                where = os.path.relpath(match.group(1), self.copy) if match.group(1).startswith("/") else match.group(1)
                found[(match.group(4), where, match.group(5))] += 1
        return found


def finding_key(finding):
    return (finding["file"], finding["rule"], finding["severity"])


def check(code_base, style, arguments, tools):
    """Fixes one copy of `code_base` in `style`; returns the row and its problems."""
    name = os.path.basename(os.path.normpath(code_base))
    row = {"code_base": name, "style": style, "fixes": collections.Counter(), "problems": [],
           "swift_files": 0, "objc_files": 0, "hunks": 0, "new_warnings": [], "findings": 0, "left": 0}
    base = os.path.join(arguments.work_dir, "copies", f"{name}.{style}")
    copy = os.path.join(base, name)
    config = os.path.join(base, "fix-style.lintrc")
    os.makedirs(base, exist_ok=True)
    copy_code_base(code_base, copy)
    if os.path.exists(os.path.join(copy, ".lintrc")):
        row["problems"].append("has its own .lintrc, not read (the style's configuration is used)")
    with open(config, "w") as handle:
        handle.write(f"rules:\n  strong_self_capture:\n    fix_style: {style}\n")
    rxlint = arguments.rxlint

    before = lint_json(rxlint, copy, config)
    fixable = [f for f in before if "fix" in f]
    row["findings"] = len(before)
    left = collections.Counter(finding_key(f) for f in before if "fix" not in f)
    status, diff, err = run([rxlint, "--fix", "--diff", "--config", config, "--project-root", ".", "."], cwd=copy)
    if status not in (0, 1):
        row["problems"].append(f"--fix --diff exited {status}: {err.strip()[:200]}")
        return row
    os.makedirs(os.path.join(arguments.work_dir, "hunks"), exist_ok=True)
    with open(os.path.join(arguments.work_dir, "hunks", f"{name}.{style}.diff"), "w") as handle:
        handle.write(diff)
    row["hunks"] = hunk_count(diff)
    changed = files_in_diff(diff)
    if fixable and not changed:
        row["problems"].append(f"{len(fixable)} findings have a fix but --fix --diff prints none")
    swift = [p for p in changed if p.endswith(SWIFT_SUFFIXES)]
    objc = [p for p in changed if p.endswith(OBJC_SUFFIXES)]
    row["swift_files"], row["objc_files"] = len(swift), len(objc)
    other = sorted(set(changed) - set(swift) - set(objc))
    if other:
        row["problems"].append(f"the diff names files of no linted language: {other}")

    parsed_before = {p: swift_parses(tools["swiftc"], os.path.join(copy, p)) for p in swift}
    clang = ClangChecker(tools["clang"], copy, os.path.join(base, "stand-ins")) if objc else None
    clang_before = {p: clang.diagnostics(os.path.join(copy, p)) for p in objc}

    # The dry run, applied with patch to a second copy, is the text --fix must write.
    expected_copy = os.path.join(base, "expected")
    if os.path.exists(expected_copy):
        shutil.rmtree(expected_copy)
    os.makedirs(expected_copy)
    for p in changed:
        os.makedirs(os.path.dirname(os.path.join(expected_copy, p)), exist_ok=True)
        shutil.copyfile(os.path.join(copy, p), os.path.join(expected_copy, p))
    patch_status, _, patch_err = (0, "", "")
    if changed:
        done = subprocess.run(["patch", "-p1", "-s", "-f", "--no-backup-if-mismatch"], cwd=expected_copy,
                              input=diff.encode("utf-8", "surrogateescape"), capture_output=True)
        patch_status, patch_err = done.returncode, done.stderr.decode("utf-8", "replace") + done.stdout.decode("utf-8", "replace")
    if patch_status != 0:
        row["problems"].append(f"patch -p1 does not apply the --diff output: {patch_err.strip()[:200]}")

    files_before = snapshot(copy)
    status, _, err = run([rxlint, "--fix", "--config", config, "--project-root", ".", "."], cwd=copy)
    if status not in (0, 1):
        row["problems"].append(f"--fix exited {status}: {err.strip()[:200]}")
    files_after = snapshot(copy)
    written = sorted(p for p in set(files_before) | set(files_after) if files_before.get(p) != files_after.get(p))
    if sorted(written) != sorted(set(changed)):
        row["problems"].append(f"--fix changed {written}, the diff names {sorted(set(changed))}")
    for p in changed:
        with open(os.path.join(copy, p), "rb") as a, open(os.path.join(expected_copy, p), "rb") as b:
            if patch_status == 0 and a.read() != b.read():
                row["problems"].append(f"{p}: --fix wrote another text than --fix --diff shows")

    for p in swift:
        ok_after, first_error = swift_parses(tools["swiftc"], os.path.join(copy, p))
        if parsed_before[p][0] and not ok_after:
            row["problems"].append(f"{p}: parsed before the fix, not after: {first_error}")
    for p in objc:
        after = clang.diagnostics(os.path.join(copy, p))
        new = after - clang_before[p]
        for (severity, where, message), count in sorted(new.items()):
            if severity in ("error", "fatal error"):
                row["problems"].append(f"{p}: new clang {severity} ({where}): {message}")
            else:
                row["new_warnings"].append(f"{p}: new clang warning ({where}): {message}")

    after_findings = lint_json(rxlint, copy, config)
    remaining = collections.Counter(finding_key(f) for f in after_findings)
    row["left"] = len(after_findings)
    for key, count in sorted((remaining - left).items()):
        row["problems"].append(f"{key[0]}: {count} {key[1]} ({key[2]}) after the fix beyond those with no fix")
    for key, count in sorted((left - remaining).items()):
        row["problems"].append(f"{key[0]}: {count} {key[1]} ({key[2]}) with no fix gone after the fix")
    # A fix counts when its finding is gone: per rule, those with a fix less any left over.
    left_over = collections.Counter()
    for (file, rule, severity), count in (remaining - left).items():
        left_over[rule] += count
    for f in fixable:
        row["fixes"][f["rule"]] += 1
    for rule, count in left_over.items():
        row["fixes"][rule] = max(0, row["fixes"][rule] - count)
    status, second, err = run([rxlint, "--fix", "--diff", "--config", config, "--project-root", ".", "."], cwd=copy)
    if second.strip():
        row["problems"].append(f"not idempotent: a second --fix --diff changes {files_in_diff(second)}")
    if not arguments.keep:
        shutil.rmtree(expected_copy, ignore_errors=True)
        shutil.rmtree(copy, ignore_errors=True)
    return row


def markdown_table(rows, styles):
    """One row per code base; a cell with one figure per style ("3 / 5") where they differ."""
    rules = sorted({rule for row in rows for rule in row["fixes"]})
    header = ["code base", "findings", "Swift files", "ObjC files", "hunks"] + [f"`{rule}`" for rule in rules] \
        + ["fixes", "left", "problems"]
    lines = [f"Findings of every severity before the fix and left after it; figures per `fix_style` ({' / '.join(styles)}) where they differ.", "",
             "| " + " | ".join(header) + " |", "|---|" + "--:|" * (len(header) - 1)]
    by_code_base = collections.OrderedDict()
    for row in rows:
        by_code_base.setdefault(row["code_base"], {})[row["style"]] = row
    totals = {style: collections.Counter() for style in styles}

    def cell(values):
        values = [str(v) for v in values]
        return values[0] if len(set(values)) == 1 else " / ".join(values)

    def figures(row):
        result = {"findings": row["findings"], "swift_files": row["swift_files"], "objc_files": row["objc_files"],
                  "hunks": row["hunks"], "fixes": sum(row["fixes"].values()), "left": row["left"],
                  "problems": len(row["problems"])}
        for rule in rules:
            result[rule] = row["fixes"][rule]
        return result

    keys = ["findings", "swift_files", "objc_files", "hunks"] + rules + ["fixes", "left", "problems"]
    for name, per_style in by_code_base.items():
        per = [figures(per_style[style]) for style in styles if style in per_style]
        for style, f in zip(styles, per):
            totals[style].update(f)
        lines.append("| " + " | ".join([name] + [cell(f[k] for f in per) for k in keys]) + " |")
    lines.append("| " + " | ".join([f"**total ({len(by_code_base)} code bases)**"]
                                   + [f"**{cell(totals[style][k] for style in styles)}**" for k in keys]) + " |")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rxlint", required=True)
    parser.add_argument("--work-dir")
    parser.add_argument("--styles", default="weak_self,with_owner")
    parser.add_argument("--markdown", help="also write the table as Markdown to this file")
    parser.add_argument("--keep", action="store_true", help="keep the fixed copies")
    parser.add_argument("code_bases", nargs="+")
    arguments = parser.parse_args()
    arguments.rxlint = os.path.abspath(arguments.rxlint)
    if not os.access(arguments.rxlint, os.X_OK):
        parser.error(f"no rxlint binary at {arguments.rxlint}")
    for folder in arguments.code_bases:
        if not os.path.isdir(folder):
            parser.error(f"no such folder: {folder}")
    arguments.work_dir = os.path.abspath(arguments.work_dir or tempfile.mkdtemp(prefix="fix-table."))
    for folder in arguments.code_bases:
        if os.path.commonpath([os.path.abspath(folder), arguments.work_dir]) == os.path.abspath(folder):
            parser.error("the work directory must be outside the code bases")
    styles = [s for s in arguments.styles.split(",") if s]
    tools = {"swiftc": find_tool("swiftc", "SWIFTC"), "clang": find_tool("clang", "CLANG")}
    print(f"work directory: {arguments.work_dir}", file=sys.stderr)

    rows = []
    for folder in sorted(arguments.code_bases, key=lambda f: os.path.basename(os.path.normpath(f)).lower()):
        for style in styles:
            try:
                row = check(folder, style, arguments, tools)
            except (RuntimeError, subprocess.TimeoutExpired, OSError, json.JSONDecodeError) as error:
                row = {"code_base": os.path.basename(os.path.normpath(folder)), "style": style, "fixes": collections.Counter(),
                       "problems": [f"could not be checked: {error}"], "swift_files": 0, "objc_files": 0, "hunks": 0, "new_warnings": [], "findings": 0, "left": 0}
            rows.append(row)
            print(f"{row['code_base']} {style}: {sum(row['fixes'].values())} fixes, {len(row['problems'])} problems", file=sys.stderr)

    table = markdown_table(rows, styles)
    print(table)
    problems = [(row["code_base"], row["style"], p) for row in rows for p in row["problems"]]
    warnings = [(row["code_base"], row["style"], w) for row in rows for w in row["new_warnings"]]
    if warnings:
        print("\nnew clang warnings (not regressions by themselves; read them):")
        for code_base, style, w in warnings:
            print(f"  {code_base} ({style}): {w}")
    print("\nproblems:" if problems else "\nproblems: none")
    for code_base, style, p in problems:
        print(f"  {code_base} ({style}): {p}")
    print(f"\nhunks to read: {os.path.join(arguments.work_dir, 'hunks')}")
    if arguments.markdown:
        with open(arguments.markdown, "w") as handle:
            handle.write(table + "\n")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

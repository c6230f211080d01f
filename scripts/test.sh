#!/usr/bin/env bash
# The README's test command, and what .ci/run runs: installs what the suite needs besides
# the Swift toolchain (scripts/test-prerequisites.sh --install, which prints what it
# installs), runs the whole suite, then the release checks (scripts/check-release.sh: one
# static release build, checked as users run it). Arguments go to `swift test` (e.g.
# --filter X), and then the release checks are left out.
#
# Without arguments, the work is spread over the machine's cores (CI has two), each part as
# it would run alone:
#   - the release build (scripts/check-release.sh --build-only), from the start, in a build
#     folder of its own: most of it is one compiler process (the whole-module optimization of
#     RxLintKit), which leaves the other core to the rest. (Not at a lower priority: SwiftPM
#     starts its compilers at the default one whatever its own.);
#   - `swift build --build-tests`, then the suite in three `swift test --skip-build` runs at
#     once: the two tests that build rxlint again (PreCommitFrameworkTests: pre-commit's
#     release build of the hook; PluginConsumerTests: a consumer package's builds), each in a
#     run of its own, and every other test in a third, which is printed as it runs. The two
#     others' output follows, whole, when each ends; every run ends with XCTest's totals;
#   - after the suite, the release checks, on the release build made beside it
#     (scripts/check-release.sh --built).
# Then the failed tests, if any, are listed again, and the exit status is 1 if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
scripts/test-prerequisites.sh --install || exit 1
if [ "$#" -gt 0 ]; then
    swift test "$@"
    exit
fi

started=$(date +%s)
# One line per step, with the seconds since the start: where the time went, in the log.
step() { echo "test.sh: [$(($(date +%s) - started)) s] $*"; }

temporary=${TMPDIR:-/tmp}
work=$(mktemp -d "${temporary%/}/rxlint-test.XXXXXX") || exit 1
# The runs started beside the suite, each in a session of its own (setsid), so that an
# interrupted or failed run stops them with everything they started (SwiftPM puts each
# compiler in a process group of its own, but not in a session of its own).
background=()
# shellcheck disable=SC2317 # called by the trap
stop_background() {
    local pid
    for pid in "${background[@]}"; do pkill -TERM -s "$pid" 2>/dev/null || kill -- "-$pid" 2>/dev/null; done
    wait 2>/dev/null
    rm -rf "$work"
}
trap stop_background EXIT
trap 'exit 130' INT TERM

step "release build started beside the suite (scripts/check-release.sh --build-only)"
setsid scripts/check-release.sh --build-only "$work/release" >/dev/null 2>&1 &
release_pid=$!
background+=("$release_pid")

# Without debug information (a tenth of the build's time): a failing test names its line
# without it, and a crash's backtrace still names the functions.
step "swift build --build-tests -debug-info-format none"
if ! swift build --build-tests -debug-info-format none; then
    step "the build of the suite failed"
    exit 1
fi

# The tests that build rxlint once more, each in a run of its own; the same pattern keeps
# them out of the run of every other test, so each test runs exactly once.
heavy=(PreCommitFrameworkTests PluginConsumerTests)
heavy_pattern=$(IFS='|'; echo "${heavy[*]}")
# until_tests_start PID: waits until the run started as session PID (setsid) has started its
# test bundle (an `….xctest` process in that session), or ended. Before that, `swift test`
# (even with --skip-build) loads and may write .build's build description: two runs doing it
# at once can read a file the other is rewriting (SwiftPM crashed so, with a bus error, in one
# CI run). So the runs start one after another, each once the one before is past that step.
# (Not read from the run's log: XCTest's output to a file is buffered.)
until_tests_start() {
    local waited=0
    while kill -0 "$1" 2>/dev/null && ! pgrep -s "$1" -f '\.xctest' >/dev/null && [ "$waited" -lt 1200 ]; do
        sleep 0.5
        waited=$((waited + 1))
    done
}

declare -A heavy_pid
for name in "${heavy[@]}"; do
    step "swift test --filter $name started (its output follows when it ends)"
    # --ignore-lock: the runs only read the build finished above, and each holds the lock
    # of .build for as long as it runs.
    setsid swift test --skip-build --ignore-lock --filter "$name" >"$work/$name.log" 2>&1 &
    heavy_pid[$name]=$!
    background+=("${heavy_pid[$name]}")
    until_tests_start "${heavy_pid[$name]}"
done

step "swift test --skip '$heavy_pattern'"
swift test --skip-build --ignore-lock --skip "$heavy_pattern" 2>&1 | tee "$work/others.log"
status=${PIPESTATUS[0]}
step "swift test --skip '$heavy_pattern' ended with status $status"

# totals LOG: XCTest's totals line of a run ("Executed N tests, with M failures…"), or nothing.
totals() {
    awk '/^Test Suite .(All|Selected) tests. (passed|failed) at/ { grab = 1; next }
         grab && /Executed [0-9]+ tests?, with [0-9]+ failures?/ { line = $0; grab = 0 }
         END { if (line != "") print line }' "$1"
}

[ -n "$(totals "$work/others.log")" ] || { step "FAIL: swift test --skip '$heavy_pattern' printed no XCTest totals (did it crash?)"; status=1; }
for name in "${heavy[@]}"; do
    echo
    step "swift test --filter $name (output of the run started beside the others):"
    # The whole log, then what it still writes until the run ends.
    tail -n +1 -f --pid="${heavy_pid[$name]}" "$work/$name.log"
    wait "${heavy_pid[$name]}"
    run_status=$?
    step "swift test --filter $name ended with status $run_status"
    [ "$run_status" -eq 0 ] || status=1
    line=$(totals "$work/$name.log")
    if [ -z "$line" ]; then
        step "FAIL: swift test --filter $name printed no XCTest totals: no test is named $name any more, or the run crashed"
        status=1
    elif echo "$line" | grep -Eq 'Executed 0 tests'; then
        step "FAIL: swift test --filter $name ran no test: no test is named $name any more"
        status=1
    fi
done

echo
step "waiting for the release build"
wait "$release_pid"
step "release checks (scripts/check-release.sh --built)"
scripts/check-release.sh --built "$work/release"
release_status=$?

failures=$(for name in others "${heavy[@]}"; do grep -E "^Test Case '.*' failed \(" "$work/$name.log"; done)
if [ -n "$failures" ]; then
    echo
    echo "test.sh: the failed tests (their messages are above):"
    echo "$failures"
fi
step "done"
[ "$status" -eq 0 ] || exit "$status"
exit "$release_status"

#!/usr/bin/env bash
# The README's test command, and what .ci/run runs: installs what the suite needs besides
# the Swift toolchain (scripts/test-prerequisites.sh --install, which prints what it
# installs), runs the whole suite, then the release checks (scripts/check-release.sh: one
# static release build, checked as users run it). Arguments go to `swift test` (e.g.
# --filter X), and then the release checks are left out.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
scripts/test-prerequisites.sh --install || exit 1
swift test "$@"
status=$?
[ "$#" -eq 0 ] || exit "$status"
# After the suite, whose debug build the release checks compare the release binary with.
scripts/check-release.sh
release_status=$?
[ "$status" -eq 0 ] || exit "$status"
exit "$release_status"

#!/usr/bin/env bash
# The README's test command, and what .ci/run runs: installs what the suite needs besides
# the Swift toolchain (scripts/test-prerequisites.sh --install, which prints what it
# installs), then runs the whole suite. Arguments go to `swift test` (e.g. --filter X).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/test-prerequisites.sh --install
exec swift test "$@"

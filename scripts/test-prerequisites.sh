#!/usr/bin/env bash
# Everything the test suite needs besides the Swift toolchain, in one list, and the one way
# to get it. Nothing else installs anything: the tests only check (and fail in one line
# naming what is missing), `scripts/test.sh` and `.ci/run` install.
#
#   scripts/test-prerequisites.sh --check [NAME…]  one line per missing prerequisite (all, or
#                                                  the ones named); exit 1 if any is missing
#   scripts/test-prerequisites.sh --install        install the missing ones, saying what and how
#   scripts/test-prerequisites.sh --list           every prerequisite, and what needs it
#   scripts/test-prerequisites.sh --path NAME      where a PyPI prerequisite's command is
#
# Tests ask for the ones they use by name (Tests/TestSupport/TestPrerequisites.swift), so a
# machine without them gets one clear failure per test instead of a cascade.
set -euo pipefail

# One prerequisite a line: name | kind | packages | probe | what needs it.
#   kind apt:       Debian packages, installed with apt-get.
#   kind pypi:      PyPI packages, installed with pip into the suite's own virtual environment
#                   ($venv below, outside the repository, kept between runs); the probe names
#                   the command the package puts in its bin/.
#   kind toolchain: part of the Swift toolchain; nothing here can install it.
# Probes: command:NAME (on PATH), library:SONAME (known to ldconfig), python:MODULE,… (python3
# imports them), venv:NAME (a command of the virtual environment), venv-module:MODULE (its
# python imports it), toolchain:clang ($CLANG, beside the `swift` on PATH, or on PATH, as
# scripts/objc-model.sh looks), toolchain:libclang ($RXLINT_LIBCLANG, or beside the `swift`).
# To add one, add its line, then call `TestPrerequisites.require("name")` in the tests that use it (and
# `TestPrerequisites.command("name")` for the path of a PyPI one's command).
prerequisites='
git           | apt       | git                  | command:git                   | tests that make git repositories (--staged, install-hook, pre-commit)
python3       | apt       | python3 python3-venv | python:venv,ensurepip         | the virtual environment of the PyPI prerequisites
pre-commit    | pypi      | pre-commit           | venv:pre-commit               | PreCommitFrameworkTests (the hook as the pre-commit framework runs it)
libobjc       | apt       | libobjc-12-dev       | library:libobjc.so.4          | the Objective-C model and agreement scenarios (scripts/objc-model.sh)
BlocksRuntime | apt       | libblocksruntime-dev | library:libBlocksRuntime.so.0 | the Objective-C model and agreement scenarios (scripts/objc-model.sh)
clang         | toolchain |                      | toolchain:clang               | the Objective-C model and agreement scenarios (scripts/objc-model.sh)
libclang      | toolchain |                      | toolchain:libclang            | linting Objective-C
script        | apt       | bsdutils             | command:script                | tests of terminal output (colour, progress)
setpriv       | apt       | util-linux           | command:setpriv               | permission tests when the suite runs as root
patch         | apt       | patch                | command:patch                 | the --fix --dry-run diff, applied with patch -p1
neovim        | apt       | neovim               | command:nvim                  | LanguageServerClientTests (the Neovim built-in client)
pytest-lsp    | pypi      | pytest-lsp==1.0.1    | venv-module:pytest_lsp        | LanguageServerClientTests (pytest-lsp, pinned)
'

venv="${RXLINT_TEST_VENV:-${TMPDIR:-/tmp}/rxlint-test-venv}"
how_to_get="run scripts/test-prerequisites.sh --install (scripts/test.sh and .ci/run do it before swift test)"

# The fields of one entry, by name: sets kind, packages, probe, purpose.
entry() {
    local line name
    while IFS= read -r line; do
        [ -z "${line// }" ] && continue
        IFS='|' read -r name kind packages probe purpose <<<"$line"
        name="$(echo $name)"; kind="$(echo $kind)"; packages="$(echo $packages)"; probe="$(echo $probe)"; purpose="$(echo $purpose)"
        [ "$name" = "$1" ] && return 0
    done <<<"$prerequisites"
    return 1
}

names() { sed -n 's/^\([^ |][^|]*\)|.*/\1/p' <<<"$prerequisites" | tr -d ' '; }

# The directory of the Swift toolchain on PATH (…/usr), or nothing.
toolchain() {
    local swift
    swift="$(command -v swift 2>/dev/null)" || return 0
    dirname "$(dirname "$(readlink -f "$swift")")"
}

present() {
    local what="${1#*:}"
    case "$1" in
        command:*) command -v "$what" >/dev/null 2>&1 ;;
        library:*) ldconfig -p 2>/dev/null | awk -v name="$what" '$1 == name { found = 1 } END { exit !found }' ;;
        python:*) command -v python3 >/dev/null 2>&1 && python3 -c "import ${what}" >/dev/null 2>&1 ;;
        venv:*) [ -x "$venv/bin/$what" ] ;;
        venv-module:*) [ -x "$venv/bin/python" ] && "$venv/bin/python" -c "import ${what}" >/dev/null 2>&1 ;;
        toolchain:clang)
            if [ -n "${CLANG:-}" ]; then command -v "$CLANG" >/dev/null 2>&1
            else { [ -n "$(toolchain)" ] && [ -x "$(toolchain)/bin/clang" ]; } || command -v clang >/dev/null 2>&1; fi ;;
        toolchain:libclang) [ -n "${RXLINT_LIBCLANG:-}" ] && [ -f "$RXLINT_LIBCLANG" ] || { [ -n "$(toolchain)" ] && [ -f "$(toolchain)/lib/libclang.so" ]; } ;;
        *) echo "test-prerequisites: unknown probe $1" >&2; return 2 ;;
    esac
}

# One line saying what is missing, from where, for what, and how to get it.
missing_line() {
    local from
    case "$kind" in
        apt) if [[ "$packages" == *" "* ]]; then from="Debian packages ${packages// /, }"; else from="Debian package $packages"; fi ;;
        pypi) from="PyPI package $packages, in $venv" ;;
        toolchain) echo "missing test prerequisite: $name (part of the Swift toolchain; put its usr/bin on PATH), for $purpose"; return ;;
    esac
    echo "missing test prerequisite: $name ($from), for $purpose: $how_to_get"
}

check() {
    local status=0 name
    local wanted=("$@")
    [ ${#wanted[@]} -eq 0 ] && mapfile -t wanted < <(names)
    for name in "${wanted[@]}"; do
        if ! entry "$name"; then echo "test-prerequisites: unknown prerequisite '$name' (known: $(names | tr '\n' ' '))" >&2; exit 2; fi
        if ! present "$probe"; then missing_line; status=1; fi
    done
    return $status
}

install() {
    local name apt_packages=() apt_for=() pypi_packages=() pypi_for=() toolchain_missing=0
    while IFS= read -r name; do
        entry "$name"
        present "$probe" && continue
        case "$kind" in
            apt) apt_packages+=($packages); apt_for+=("$name") ;;
            pypi) pypi_packages+=($packages); pypi_for+=("$name") ;;
            toolchain) missing_line >&2; toolchain_missing=1 ;;
        esac
    done < <(names)
    # python3 comes first: the PyPI prerequisites need its venv module.
    if [ ${#apt_packages[@]} -gt 0 ]; then
        echo "test-prerequisites: installing with apt-get: ${apt_packages[*]} (for ${apt_for[*]})"
        command -v apt-get >/dev/null 2>&1 || { echo "test-prerequisites: no apt-get here: install ${apt_packages[*]} (or their equivalents) yourself" >&2; exit 1; }
        local apt=(apt-get -o DPkg::Lock::Timeout=300)
        if [ "$(id -u)" != 0 ]; then
            command -v sudo >/dev/null 2>&1 || { echo "test-prerequisites: not root and no sudo: install ${apt_packages[*]} yourself" >&2; exit 1; }
            apt=(sudo "${apt[@]}")
        fi
        export DEBIAN_FRONTEND=noninteractive
        # The package lists may be missing or stale on a fresh machine: update once, then retry.
        if ! "${apt[@]}" install -y -q "${apt_packages[@]}" >/dev/null; then
            "${apt[@]}" update -q >/dev/null
            "${apt[@]}" install -y -q "${apt_packages[@]}" >/dev/null
        fi
    fi
    if [ ${#pypi_packages[@]} -gt 0 ]; then
        echo "test-prerequisites: installing from PyPI into $venv: ${pypi_packages[*]} (for ${pypi_for[*]})"
        # One installer at a time: two test runs on one machine share the environment.
        exec 9>"$venv.lock"
        flock 9
        [ -x "$venv/bin/pip" ] || python3 -m venv "$venv"
        "$venv/bin/pip" install --quiet --disable-pip-version-check "${pypi_packages[@]}"
        flock -u 9
    fi
    if [ ${#apt_packages[@]} -eq 0 ] && [ ${#pypi_packages[@]} -eq 0 ] && [ "$toolchain_missing" = 0 ]; then
        echo "test-prerequisites: all $(names | wc -l) present"
    fi
    check
}

case "${1:-}" in
    --check) shift; check "$@" ;;
    --install) install ;;
    --list)
        while IFS= read -r name; do
            entry "$name"
            printf '%-14s %-9s %-22s %s\n' "$name" "$kind" "${packages:--}" "$purpose"
        done < <(names) ;;
    --path)
        entry "${2:-}" && [ "$kind" = pypi ] || { echo "test-prerequisites: ${2:-} is not a PyPI prerequisite" >&2; exit 2; }
        # A module's command is the environment's python, which runs it (python -m …).
        case "$probe" in venv-module:*) echo "$venv/bin/python" ;; *) echo "$venv/bin/${probe#venv:}" ;; esac ;;
    *) sed -n '2,11s/^# \{0,1\}//p' "$0" >&2; exit 2 ;;
esac

#!/usr/bin/env bash
# Installs a released rxlint binary for this machine (Linux x86_64 or aarch64, macOS):
#
#   scripts/install.sh [--version VERSION] [--dir DIR] [--from URL]
#
# Downloads rxlint-VERSION-PLATFORM.tar.gz and the release's SHA256SUMS, checks the tarball
# against its checksum, and puts `rxlint` in DIR (default: /usr/local/bin). VERSION defaults to
# this checkout's version (scripts/release.sh version); the files come from the release
# vVERSION of the repository named in Sources/RxLintKit/Core/Version.swift, or from URL
# (a directory holding the release's files, e.g. file:///tmp/dist). The GitHub Action
# (action.yml) installs rxlint with it.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
version="" dir=/usr/local/bin from=""
while [ $# -gt 0 ]; do
    case "$1" in
        --version) version=${2:?--version needs a value}; shift 2 ;;
        --dir) dir=${2:?--dir needs a value}; shift 2 ;;
        --from) from=${2:?--from needs a value}; shift 2 ;;
        *) echo "usage: scripts/install.sh [--version VERSION] [--dir DIR] [--from URL]" >&2; exit 2 ;;
    esac
done

fail() {
    echo "install: error: $*" >&2
    exit 1
}

[ -n "$version" ] || version=$("$here/release.sh" version)
version=${version#v}
[ -n "$from" ] || from="$("$here/release.sh" repository)/releases/download/v$version"
platform=$("$here/release.sh" platform)
tarball="rxlint-$version-$platform.tar.gz"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
curl -fsSL --retry 3 -o "$work/$tarball" "$from/$tarball" || fail "cannot download $from/$tarball"
curl -fsSL --retry 3 -o "$work/SHA256SUMS" "$from/SHA256SUMS" || fail "cannot download $from/SHA256SUMS"

expected=$(awk -v name="$tarball" '$2 == name { print $1 }' "$work/SHA256SUMS")
[ -n "$expected" ] || fail "SHA256SUMS lists no $tarball"
if command -v sha256sum >/dev/null 2>&1; then
    actual=$(sha256sum "$work/$tarball" | cut -d' ' -f1)
else
    actual=$(shasum -a 256 "$work/$tarball" | cut -d' ' -f1)
fi
[ "$actual" = "$expected" ] || fail "$tarball has SHA-256 $actual, SHA256SUMS says $expected"

tar -xzf "$work/$tarball" -C "$work" rxlint
installed=$("$work/rxlint" --version) || fail "the downloaded rxlint does not run on this machine"
[ "$installed" = "$version" ] || fail "the downloaded rxlint is version $installed, not $version"
mkdir -p "$dir"
# A move within one file system cannot leave a half-written rxlint on PATH.
cp "$work/rxlint" "$dir/.rxlint.partial"
mv -f "$dir/.rxlint.partial" "$dir/rxlint"
echo "install: rxlint $version ($platform) is $dir/rxlint"

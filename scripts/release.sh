#!/usr/bin/env bash
# Builds, checks and packages rxlint's release artifacts.
#
# The version is written in one place, RxLintInfo.version in
# Sources/RxLintKit/Core/Version.swift: the binary prints it (`rxlint --version`), every
# artifact is named after it, and a release tag must be `v` followed by it. The repository's
# address is RxLintInfo.informationURI, beside it.
#
#   scripts/release.sh version           print the version
#   scripts/release.sh repository        print the repository's address
#   scripts/release.sh check-tag TAG     fail unless TAG is v<version>
#   scripts/release.sh platform          print this machine's platform, as artifacts name it
#   scripts/release.sh build [DIR]       build this machine's binary (Linux: the Swift standard
#                                        library and Foundation linked statically; macOS: a
#                                        universal binary), check it, and write
#                                        DIR/rxlint-<version>-<platform>.tar.gz (DIR: dist)
#   scripts/release.sh bundle [--complete] [DIR]
#                                        from the tarballs in DIR, write the SwiftPM artifact
#                                        bundle rxlint-<version>.artifactbundle.zip, the Homebrew
#                                        formula rxlint.rb and SHA256SUMS; --complete requires
#                                        every platform a release ships
#
# In GitHub Actions on a tag (GITHUB_REF_TYPE=tag), build and bundle first check that the
# tag is v<version>, so a release can only carry the version its binaries print.
# RXLINT_RELEASE_SCRATCH_PATH, when set, is SwiftPM's build folder for the build (default
# .build): scripts/check-release.sh gives the release build a folder of its own, so that it
# can run beside `swift test`, which holds .build's lock while the suite runs.
# Bash 3.2 compatible: the macOS job and the GitHub Action run it with the system bash.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
version_file="$root/Sources/RxLintKit/Core/Version.swift"
scratch=${RXLINT_RELEASE_SCRATCH_PATH:-}

# Every platform a release ships, by the name its artifacts carry.
release_platforms="aarch64-unknown-linux-gnu universal-apple-macosx x86_64-unknown-linux-gnu"

fail() {
    echo "release: error: $*" >&2
    exit 1
}

# The string literal assigned to `public static let NAME` in Version.swift; exactly one.
info_literal() {
    local name=$1 values count
    values=$(sed -n "s/^[[:space:]]*public static let $name = \"\\([^\"]*\\)\"[[:space:]]*\$/\\1/p" "$version_file")
    count=$(printf '%s' "$values" | grep -c . || true)
    [ "$count" -eq 1 ] || fail "expected one 'public static let $name = \"…\"' line in $version_file, found $count"
    printf '%s\n' "$values"
}

version() {
    local v
    v=$(info_literal version)
    # Semantic versioning 2.0.0: MAJOR.MINOR.PATCH, optional -prerelease and +build.
    echo "$v" | grep -Eq '^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$' \
        || fail "RxLintInfo.version '$v' is not a semantic version (MAJOR.MINOR.PATCH)"
    echo "$v"
}

repository() {
    local url
    url=$(info_literal informationURI)
    echo "$url" | grep -Eq '^https://github\.com/[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$' \
        || fail "RxLintInfo.informationURI '$url' is not https://github.com/OWNER/NAME"
    echo "$url"
}

check_tag() {
    local tag=$1 v
    v=$(version)
    [ "$tag" = "v$v" ] || fail "tag '$tag' does not match the version: RxLintInfo.version is $v, so the tag must be v$v"
}

# On a tag in GitHub Actions, the tag must name this version.
check_ci_tag() {
    if [ "${GITHUB_REF_TYPE:-}" = tag ]; then
        check_tag "${GITHUB_REF_NAME:-}"
        echo "release: tag ${GITHUB_REF_NAME} matches the version"
    fi
}

sha256_of() {
    if command -v sha256sum >/dev/null 2>&1; then
        sha256sum "$1" | cut -d' ' -f1
    else
        shasum -a 256 "$1" | cut -d' ' -f1
    fi
}

# This machine's platform name, as the artifacts spell it.
host_platform() {
    case "$(uname -s)/$(uname -m)" in
        Linux/x86_64) echo x86_64-unknown-linux-gnu ;;
        Linux/aarch64 | Linux/arm64) echo aarch64-unknown-linux-gnu ;;
        Darwin/*) echo universal-apple-macosx ;;
        *) fail "no release build for $(uname -s) $(uname -m)" ;;
    esac
}

# The Swift file the smoke check lints: a leak rxlint proves with nothing else known (a
# discarded subscription through an operator on a relay, which never completes).
write_smoke_project() {
    cat >"$1/Feed.swift" <<'SWIFT'
import RxSwift
import RxRelay

final class Feed {
    let items = BehaviorRelay<[String]>(value: [])

    func start() {
        _ = items.map { $0.count }.subscribe(onNext: { print($0) })
    }
}
SWIFT
}

# Runs the packaged binary as a user would: alone in an empty directory, from a PATH with no
# Swift toolchain, with an environment of nothing else.
smoke_check() {
    local binary=$1 v=$2 work tools out status
    work=$(mktemp -d)
    tools="$work/tools"
    mkdir -p "$tools" "$work/empty" "$work/project"
    # A PATH with git alone (rxlint asks git for the project root), and no swift.
    if command -v git >/dev/null 2>&1; then ln -s "$(command -v git)" "$tools/git"; fi
    PATH="$tools" command -v swift >/dev/null 2>&1 && fail "the smoke check's PATH has a swift"
    cp "$binary" "$work/empty/rxlint"

    out=$(cd "$work/empty" && env -i PATH="$tools" HOME="$work" ./rxlint --version) \
        || fail "the packaged binary does not run: rxlint --version failed"
    [ "$out" = "$v" ] || fail "rxlint --version prints '$out', RxLintInfo.version is '$v'"

    out=$(cd "$work/empty" && env -i PATH="$tools" HOME="$work" ./rxlint explain discarded_subscription) \
        || fail "rxlint explain failed from a directory holding the binary alone"
    # Matched in the shell, not piped to `grep -q`: the page is over 50 KB, and grep leaving
    # at its first match while echo still writes (a pipe shrunk to one page when the user has
    # many open) fails the pipeline with SIGPIPE under pipefail.
    [[ $'\n'"$out"$'\n' == *$'\n''id: discarded_subscription'$'\n'* ]] \
        || fail "rxlint explain discarded_subscription did not print the rule's page"

    write_smoke_project "$work/project"
    set +e
    out=$(cd "$work/project" && env -i PATH="$tools" HOME="$work" "$work/empty/rxlint" --format text . 2>&1)
    status=$?
    set -e
    [ "$status" -eq 1 ] || fail "linting a leaking Swift file exited $status, not 1: $out"
    echo "$out" | grep -q 'Feed.swift:8:.*\[discarded_subscription\]' \
        || fail "the leak in the smoke project was not reported: $out"
    rm -rf "$work"
}

build_linux() {
    local platform=$1 stage=$2 v=$3 bin deps
    # No debug information: users get the stripped binary, and making it is a tenth of the
    # build's time.
    swift build -c release --static-swift-stdlib -debug-info-format none --product rxlint ${scratch:+--scratch-path "$scratch"}
    bin="$(swift build -c release --static-swift-stdlib -debug-info-format none --product rxlint ${scratch:+--scratch-path "$scratch"} --show-bin-path)/rxlint"
    [ -x "$bin" ] || fail "the build did not produce $bin"
    # The symbol table goes too.
    strip -o "$stage/rxlint" "$bin"
    deps=$(ldd "$stage/rxlint") || fail "ldd cannot read $stage/rxlint"
    if echo "$deps" | grep -Eq 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libicu'; then
        fail "the binary still needs the Swift runtime at run time: $deps"
    fi
    if echo "$deps" | grep -q 'not found'; then fail "a library the binary needs is missing: $deps"; fi
    echo "release: $platform binary needs only: $(echo "$deps" | awk '{print $1}' | tr '\n' ' ')"
}

build_macos() {
    local stage=$1 bin archs
    swift build -c release --arch arm64 --arch x86_64 --product rxlint ${scratch:+--scratch-path "$scratch"}
    bin="$(swift build -c release --arch arm64 --arch x86_64 --product rxlint ${scratch:+--scratch-path "$scratch"} --show-bin-path)/rxlint"
    [ -x "$bin" ] || fail "the build did not produce $bin"
    # Not stripped: the linker's ad-hoc signature, which arm64 requires, must stay valid.
    cp "$bin" "$stage/rxlint"
    archs=$(lipo -archs "$stage/rxlint")
    case " $archs " in *" arm64 "*) ;; *) fail "the universal binary lacks arm64 (has: $archs)" ;; esac
    case " $archs " in *" x86_64 "*) ;; *) fail "the universal binary lacks x86_64 (has: $archs)" ;; esac
}

build() {
    local out=${1:-dist} v platform stage tarball
    check_ci_tag
    v=$(version)
    platform=$(host_platform)
    mkdir -p "$out"
    out=$(cd "$out" && pwd)
    stage=$(mktemp -d)
    cd "$root"
    case "$platform" in
        *-linux-gnu) build_linux "$platform" "$stage" "$v" ;;
        *) build_macos "$stage" ;;
    esac
    smoke_check "$stage/rxlint" "$v"
    cp "$root/LICENSE" "$stage/LICENSE"
    tarball="$out/rxlint-$v-$platform.tar.gz"
    # Flat: `tar -xzf rxlint-….tar.gz -C /usr/local/bin rxlint` installs it.
    tar -czf "$tarball" -C "$stage" rxlint LICENSE
    rm -rf "$stage"
    echo "release: wrote $tarball"
}

# The triples SwiftPM matches a bundle variant against.
triples_of() {
    case "$1" in
        universal-apple-macosx) echo '"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
        *) echo "\"$1\"" ;;
    esac
}

bundle() {
    local complete=no out v platforms platform tarball work bundle_dir variant json separator zip
    if [ "${1:-}" = --complete ]; then complete=yes; shift; fi
    out=${1:-dist}
    check_ci_tag
    v=$(version)
    [ -d "$out" ] || fail "no directory $out: run 'scripts/release.sh build $out' first"
    out=$(cd "$out" && pwd)
    platforms=""
    for platform in $release_platforms; do
        if [ -f "$out/rxlint-$v-$platform.tar.gz" ]; then
            platforms="$platforms $platform"
        elif [ "$complete" = yes ]; then
            fail "missing $out/rxlint-$v-$platform.tar.gz (a release ships every platform)"
        fi
    done
    [ -n "$platforms" ] || fail "no rxlint-$v-*.tar.gz in $out: run 'scripts/release.sh build $out' first"
    for tarball in "$out"/rxlint-*.tar.gz; do
        case "$tarball" in
            "$out/rxlint-$v-"*) ;;
            *) fail "$tarball is not of version $v; remove it or bump RxLintInfo.version" ;;
        esac
    done

    work=$(mktemp -d)
    bundle_dir="$work/rxlint.artifactbundle"
    mkdir -p "$bundle_dir"
    cp "$root/LICENSE" "$bundle_dir/LICENSE"
    json=""
    separator=""
    for platform in $platforms; do
        variant="rxlint-$v-$platform/bin"
        mkdir -p "$bundle_dir/$variant"
        tar -xzf "$out/rxlint-$v-$platform.tar.gz" -C "$bundle_dir/$variant" rxlint
        [ -x "$bundle_dir/$variant/rxlint" ] || fail "rxlint-$v-$platform.tar.gz holds no executable rxlint"
        json="$json$separator        {
          \"path\": \"$variant/rxlint\",
          \"supportedTriples\": [$(triples_of "$platform")]
        }"
        separator=",
"
    done
    cat >"$bundle_dir/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "rxlint": {
      "version": "$v",
      "type": "executable",
      "variants": [
$json
      ]
    }
  }
}
JSON
    zip="$out/rxlint-$v.artifactbundle.zip"
    rm -f "$zip"
    (cd "$work" && zip -q -X -r "$zip" rxlint.artifactbundle)
    rm -rf "$work"
    echo "release: wrote $zip (variants:$platforms)"

    "$root/scripts/homebrew-formula.sh" "$v" "$(repository)" "$out" >"$out/rxlint.rb"
    echo "release: wrote $out/rxlint.rb"

    (
        cd "$out"
        for f in rxlint-"$v"-*.tar.gz rxlint-"$v".artifactbundle.zip rxlint.rb; do
            echo "$(sha256_of "$f")  $f"
        done
    ) >"$out/SHA256SUMS"
    echo "release: wrote $out/SHA256SUMS"
}

command=${1:-}
[ $# -gt 0 ] && shift
case "$command" in
    version) version ;;
    repository) repository ;;
    check-tag)
        [ $# -eq 1 ] || fail "usage: scripts/release.sh check-tag TAG"
        check_tag "$1"
        ;;
    platform) host_platform ;;
    build) build "$@" ;;
    bundle) bundle "$@" ;;
    *)
        echo "usage: scripts/release.sh version | repository | check-tag TAG | platform | build [DIR] | bundle [--complete] [DIR]" >&2
        exit 2
        ;;
esac

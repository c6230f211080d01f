#!/usr/bin/env bash
# Builds and runs the executable ReactiveObjC model (ObjCModel/) with its own tests and the
# Objective-C agreement scenarios (Tests/ObjCAgreementTests/).
#
#   scripts/objc-model.sh [run|build] [--build-dir DIR]
#
# `run` (the default) prints one `PASS`/`FAIL` line per model test and one `SCENARIO` line per
# scenario, and exits 0 only when every test passes and every scenario agrees with its
# `// expect:` comments. Objects are rebuilt only when their source or a header changed.
#
# OBJC_MODEL_OPT (default -O0) sets the optimization level; CLANG picks the compiler.
#
# Linux: clang (the Swift toolchain's, or any on PATH) compiles for the ObjFW ABI with ARC and
# links GCC's libobjc and libBlocksRuntime through ObjCModel/Runtime's glue; both libraries
# are installed with apt-get when missing. macOS: the system runtime and Foundation are used
# and the Linux stand-ins are left out (untested so far).
set -euo pipefail
shopt -s nullglob

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
command="run"
build_dir="$root/.build/objc-model"
while [ $# -gt 0 ]; do
    case "$1" in
        run|build) command="$1" ;;
        --build-dir) build_dir="$2"; shift ;;
        *) echo "usage: $0 [run|build] [--build-dir DIR]" >&2; exit 2 ;;
    esac
    shift
done
case "$build_dir" in /*) ;; *) build_dir="$PWD/$build_dir" ;; esac

model="$root/ObjCModel"
tests="$root/Tests/ObjCAgreementTests"
os="$(uname -s)"

find_clang() {
    if [ -n "${CLANG:-}" ]; then echo "$CLANG"; return; fi
    for candidate in /opt/swift/usr/bin/clang "$(dirname "$(command -v swift 2>/dev/null || echo /nonexistent)")/clang" clang; do
        if command -v "$candidate" >/dev/null 2>&1; then echo "$candidate"; return; fi
    done
    echo "objc-model: no clang found (set CLANG)" >&2
    exit 2
}

# Prints the path ldconfig knows for a shared library name, or nothing.
library_path() { ldconfig -p 2>/dev/null | awk -v name="$1" '$1 == name { print $NF; exit }'; }

ensure_linux_libraries() {
    if [ -n "$(library_path libobjc.so.4)" ] && [ -n "$(library_path libBlocksRuntime.so.0)" ]; then return; fi
    echo "objc-model: installing libobjc-12-dev and libblocksruntime-dev" >&2
    # As root (CI, containers) directly; otherwise through sudo when there is one.
    local apt=(apt-get)
    if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1; then apt=(sudo apt-get); fi
    export DEBIAN_FRONTEND=noninteractive
    if ! "${apt[@]}" install -y libobjc-12-dev libblocksruntime-dev >/dev/null; then
        "${apt[@]}" update >/dev/null
        "${apt[@]}" install -y libobjc-12-dev libblocksruntime-dev >/dev/null
    fi
}

clang="$(find_clang)"
flags=(-fblocks "${OBJC_MODEL_OPT:--O0}" -g0 -Wall -Wno-unused-function -Wno-unknown-pragmas -Wno-objc-root-class
       -Wno-mismatched-parameter-types
       -I "$model" -I "$model/Runtime" -I "$tests/Harness")
arc=(-fobjc-arc)
linux_sources=()
link=()
if [ "$os" = "Linux" ]; then
    ensure_linux_libraries
    flags+=(-fobjc-runtime=objfw -I "$model/Foundation/include" -I "$model/UIKit/include")
    linux_sources=("$model/Runtime/RACModelRuntime.c" "$model"/Foundation/*.m "$model/UIKit/UIKit.m")
    link=(-Wl,--wrap=__objc_exec_class "$(library_path libobjc.so.4)" "$(library_path libBlocksRuntime.so.0)")
else
    link=(-framework Foundation)
fi

mkdir -p "$build_dir/obj"
newest_header="$(find "$model" "$tests" -name '*.h' -newer "$build_dir/obj" 2>/dev/null | head -1 || true)"
headers_changed=0
[ -n "$newest_header" ] && headers_changed=1

# Compiles one source unless its object is newer than it (and no header changed since), and
# appends the object to the array named by $1.
compile() {
    local -n into="$1"
    local source="$2" object="$build_dir/obj/$(echo "${2#$root/}" | tr '/' '_').o" mode=()
    case "$source" in
        *.c) ;;
        */Foundation/*.m) ;;                 # the Foundation stand-in implements ARC: no ARC
        *) mode=("${arc[@]}") ;;
    esac
    into+=("$object")
    if [ "$headers_changed" = 0 ] && [ -f "$object" ] && [ "$object" -nt "$source" ]; then return; fi
    rm -f "$object"
    "$clang" "${flags[@]}" "${mode[@]}" -c "$source" -o "$object"
}

library_objects=()
for source in "${linux_sources[@]}" "$model"/ReactiveObjC/*.m; do compile library_objects "$source"; done
test_objects=()
for source in "$tests"/ModelTests/*.m; do compile test_objects "$source"; done
scenario_objects=()
compile scenario_objects "$tests/Harness/main.m"
scenarios=()
for source in "$tests"/Scenarios/*.m; do
    compile scenario_objects "$source"
    scenarios+=("$(basename "$source" .m)")
done
touch "$build_dir/obj"

"$clang" "${library_objects[@]}" "${test_objects[@]}" "${link[@]}" -o "$build_dir/objc-model-tests"
"$clang" "${library_objects[@]}" "${scenario_objects[@]}" "${link[@]}" -o "$build_dir/objc-agreement"

[ "$command" = "build" ] && exit 0

status=0
"$build_dir/objc-model-tests" || status=1
"$build_dir/objc-agreement" "$tests/Scenarios" "${scenarios[@]}" || status=1
exit "$status"

#!/usr/bin/env bash
# Runs every Swift agreement scenario (Tests/ModelAgreementTests/Scenarios) and every fixed
# scenario (FixedScenarios: the same code after rxlint --fix) against the real RxSwift, and
# compares each run with the same scenario run against RxModel.
#
#   scripts/verify-against-rxswift.sh RXSWIFT_CHECKOUT [--work-dir DIR] [--configuration release|debug]
#
# RXSWIFT_CHECKOUT is a source checkout of RxSwift (its Package.swift, RxSwift/, RxRelay/,
# RxCocoa/). Nothing is written into it or into this repository: two throwaway packages are
# made under the work directory (a new temporary one unless --work-dir names one; naming the
# same one again reuses its builds):
#
#   on-rxmodel/  the harness and scenarios over RxModel (copied from Sources/RxModel);
#   on-rxswift/  the same files over RxSwift + RxRelay from the checkout, built with
#             -DTRACE_RESOURCES so that RxSwift counts its live objects in `Resources.total`,
#             plus a module named RxCocoa compiled from the checkout's
#             RxCocoa/Common/Observable+Bind.swift alone (RxCocoa does not build on Linux;
#             `bind(onNext:)` and `bind(to:)` an observer live there).
#
# The scenario files compile unchanged against either library (`#if canImport(RxSwift)`).
# A scenario that does not compile against RxSwift is left out of that build and reported
# with the compiler's first error. Each scenario runs in a process of its own (so one crash
# or hang costs one row), through the test suite's own ScenarioRunner.run.
#
# Output: one row per scenario, sorted, with the outcome against RxSwift (clean, transient,
# leak, disposed-immediately, or why it did not run), whether the owner was deallocated, the
# resource count before and after the run, how many events arrived, RxModel's outcome for the
# same file, and whether they agree; then totals. A scenario agrees when RxSwift and RxModel
# give the same outcome, the same owner deallocation and the same number of events, and
# (scenarios with `// expect:` comments) RxSwift's run satisfies those comments as the test
# suite checks RxModel's. A fixed scenario also must receive as many events as its original
# did against RxSwift. Exit status: 0 when every row agrees, 1 when one does not, 2 on bad
# arguments or a build failure that is not a scenario's.
#
# It does not run in CI: it needs a fetched RxSwift and minutes of build. CI runs the same
# scenarios against RxModel (ModelAgreementTests).
set -euo pipefail
shopt -s nullglob

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
usage="usage: $0 RXSWIFT_CHECKOUT [--work-dir DIR] [--configuration release|debug]"
checkout=""
work_dir=""
configuration="release"
while [ $# -gt 0 ]; do
    case "$1" in
        --work-dir) [ $# -ge 2 ] || { echo "$usage" >&2; exit 2; }; work_dir="$2"; shift ;;
        --configuration) [ $# -ge 2 ] || { echo "$usage" >&2; exit 2; }; configuration="$2"; shift ;;
        -h|--help) echo "$usage"; exit 0 ;;
        -*) echo "$usage" >&2; exit 2 ;;
        *) [ -z "$checkout" ] || { echo "$usage" >&2; exit 2; }; checkout="$1" ;;
    esac
    shift
done
[ -n "$checkout" ] || { echo "$usage" >&2; exit 2; }
case "$configuration" in release|debug) ;; *) echo "verify-against-rxswift: --configuration is release or debug, not '$configuration'" >&2; exit 2 ;; esac
checkout="$(cd "$checkout" 2>/dev/null && pwd)" || { echo "verify-against-rxswift: no such folder: $checkout" >&2; exit 2; }
for needed in Package.swift RxSwift/Rx.swift RxRelay RxCocoa/Common/Observable+Bind.swift; do
    [ -e "$checkout/$needed" ] || { echo "verify-against-rxswift: $checkout is not an RxSwift checkout (no $needed)" >&2; exit 2; }
done
grep -q "TRACE_RESOURCES" "$checkout/RxSwift/Rx.swift" \
    || { echo "verify-against-rxswift: $checkout/RxSwift/Rx.swift has no TRACE_RESOURCES counter" >&2; exit 2; }
command -v swift >/dev/null || { echo "verify-against-rxswift: swift is not on PATH" >&2; exit 2; }
if [ -z "$work_dir" ]; then work_dir="$(mktemp -d "${TMPDIR:-/tmp}/verify-rxswift.XXXXXX")"; fi
mkdir -p "$work_dir"
work_dir="$(cd "$work_dir" && pwd)"
case "$work_dir/" in "$root"/*) echo "verify-against-rxswift: the work directory must be outside the repository" >&2; exit 2 ;; esac

tests="$root/Tests/ModelAgreementTests"
version="$(git -C "$checkout" describe --tags 2>/dev/null || true)"
echo "RxSwift checkout: $checkout${version:+ ($version)}; $configuration build with -DTRACE_RESOURCES; work directory: $work_dir"

# --- The runner's sources, the same for both libraries ---------------------------------------

# Copies the harness and scenario files into $1 (emptied first), leaving out the names listed
# in the file $2 (one file name a line), and writes main.swift naming every scenario copied.
write_runner() {
    local into="$1" excluded="$2" file name
    rm -rf "$into"
    mkdir -p "$into"
    cp "$tests/Harness/AgreementScenario.swift" "$tests/Harness/ScenarioRunner.swift" "$root/Tests/TestSupport/Agreement.swift" "$into/"
    local names=()
    for file in "$tests"/Scenarios/*.swift "$tests"/FixedScenarios/*.swift; do
        name="$(basename "$file" .swift)"
        grep -qxF "$name.swift" "$excluded" && continue
        cp "$file" "$into/"
        names+=("$name")
    done
    {
        echo "// Generated by scripts/verify-against-rxswift.sh: runs one scenario by name."
        echo "#if canImport(RxSwift)"
        echo "import RxSwift"
        echo "let library = \"RxSwift\""
        echo "#else"
        echo "import RxModel"
        echo "let library = \"RxModel\""
        echo "#endif"
        echo "import Foundation"
        echo
        echo "let scenarios: [String: AgreementScenario.Type] = ["
        for name in "${names[@]}"; do echo "    \"$name\": $name.self,"; done
        echo "]"
        cat <<'SWIFT'

/// The verdict a run shows, in the words of the `// expect:` comments.
func outcome(_ o: RuntimeObservation) -> String {
    if !(o.ownerDeallocated && o.leakedResources == 0) { return "leak" }
    if o.aliveBeforeCompletion { return "transient" }
    if o.received == 0 && !o.silent { return "disposed-immediately" }
    return "clean"
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--list"] {
    for name in scenarios.keys.sorted() { print(name) }
    exit(0)
}
guard arguments.count == 2, let scenario = scenarios[arguments[0]] else {
    FileHandle.standardError.write(Data("usage: runner --list | runner SCENARIO SOURCE_FILE|-\n".utf8))
    exit(2)
}
// An agreement scenario's file states its verdict (no `// expect:` comment: clean); a fixed
// scenario is given as "-", its expectation comments having been dropped with the fix.
let source: String? = arguments[1] == "-" ? nil : try? String(contentsOfFile: arguments[1], encoding: .utf8)
if arguments[1] != "-" && source == nil {
    FileHandle.standardError.write(Data("cannot read \(arguments[1])\n".utf8))
    exit(2)
}
// The clock is made before the first count, so that `before` and `after` both include the one
// scheduler alive between scenarios (ScenarioRunner.run replaces it with a fresh one).
ScenarioClock.reset()
let before = Resources.total
let observation = ScenarioRunner.run(scenario)
let after = Resources.total
var problem = "none"
let expectations = source.map(Agreement.expectations(in:)) ?? []
if source != nil {
    if let expected = Agreement.expectedVerdict(expectations) {
        problem = Agreement.disagreement(expected: expected, observation: observation) ?? "none"
    } else {
        problem = "unknown verdict in \(expectations)"
    }
}
print("library=\(library)\toutcome=\(outcome(observation))\towner=\(observation.ownerDeallocated ? "deallocated" : "alive")\tbefore=\(before)\tafter=\(after)"
      + "\treceived=\(observation.received.map(String.init) ?? "n/a")\texpectations=\(expectations.count)\tproblem=\(problem)")
SWIFT
    } > "$into/main.swift"
}

# --- The two packages ------------------------------------------------------------------------

mkdir -p "$work_dir/on-rxmodel" "$work_dir/on-rxswift/RxCocoaBind"
rm -rf "$work_dir/on-rxmodel/RxModel"
cp -R "$root/Sources/RxModel" "$work_dir/on-rxmodel/RxModel"
cat > "$work_dir/on-rxmodel/Package.swift" <<'SWIFT'
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "AgreementOnRxModel",
    targets: [
        .target(name: "RxModel", path: "RxModel"),
        .executableTarget(name: "Runner", dependencies: ["RxModel"], path: "Runner",
                          swiftSettings: [.unsafeFlags(["-suppress-warnings"])]),
    ]
)
SWIFT

# The checkout is reached through a link named RxSwift, so that the package's identity is
# `rxswift` whatever the checkout's folder is called.
ln -sfn "$checkout" "$work_dir/on-rxswift/RxSwift"
cp "$checkout/RxCocoa/Common/Observable+Bind.swift" "$work_dir/on-rxswift/RxCocoaBind/"
cat > "$work_dir/on-rxswift/RxCocoaBind/BindSupport.swift" <<'SWIFT'
// Generated by scripts/verify-against-rxswift.sh. RxCocoa's bind functions report a binding
// error through this function, which lives in a part of RxCocoa that does not build on Linux;
// a scenario never fails a binding, so reaching it is itself an error.
func rxFatalErrorInDebug(_ lastMessage: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    fatalError(lastMessage(), file: file, line: line)
}
SWIFT
cat > "$work_dir/on-rxswift/Package.swift" <<'SWIFT'
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "AgreementOnRxSwift",
    dependencies: [.package(path: "RxSwift")],
    targets: [
        .target(name: "RxCocoa", dependencies: [.product(name: "RxSwift", package: "RxSwift")], path: "RxCocoaBind"),
        .executableTarget(
            name: "Runner",
            dependencies: [.product(name: "RxSwift", package: "RxSwift"), .product(name: "RxRelay", package: "RxSwift"), "RxCocoa"],
            path: "Runner",
            swiftSettings: [.unsafeFlags(["-suppress-warnings"])]),
    ]
)
SWIFT

# Builds the package in $1; a scenario file the compiler rejects is added to the excluded
# list (with its first error in $1/rejected.txt) and the build is tried again. Prints the
# runner's path.
build_package() {
    local package="$1" log="$1/build.log" rejected_now round
    : > "$package/excluded.txt"
    : > "$package/rejected.txt"
    for round in 1 2 3 4 5 6; do
        write_runner "$package/Runner" "$package/excluded.txt"
        if (cd "$package" && swift build -c "$configuration" -Xswiftc -DTRACE_RESOURCES >"$log" 2>&1); then
            echo "$package/.build/$configuration/Runner"
            return 0
        fi
        rejected_now="$(grep -oE "^$package/Runner/[A-Za-z0-9_]+\.swift:[0-9]+:[0-9]+: error: .*" "$log" \
            | sed -E "s|^$package/Runner/||" | sort -t: -k1,1 -u || true)"
        if [ -z "$rejected_now" ] || grep -q '^main\.swift\|^AgreementScenario\.swift\|^ScenarioRunner\.swift' <<<"$rejected_now"; then
            echo "verify-against-rxswift: building $package failed (not in a scenario file); see $log:" >&2
            grep -m 20 "error:" "$log" >&2 || tail -20 "$log" >&2
            return 1
        fi
        cut -d: -f1 <<<"$rejected_now" >> "$package/excluded.txt"
        echo "$rejected_now" >> "$package/rejected.txt"
    done
    echo "verify-against-rxswift: $package still does not build after leaving out $(wc -l < "$package/excluded.txt") files; see $log" >&2
    return 1
}

echo "building the scenarios over RxModel…" >&2
model_runner="$(build_package "$work_dir/on-rxmodel")" || exit 2
echo "building RxSwift + RxRelay with TRACE_RESOURCES and the scenarios over them (minutes the first time)…" >&2
rxswift_runner="$(build_package "$work_dir/on-rxswift")" || exit 2

# --- Running -----------------------------------------------------------------------------------

# Prints the runner's line for one scenario, or the reason it gave none.
run_one() {
    local runner="$1" name="$2" source="$3" out status
    if out="$(timeout 60 "$runner" "$name" "$source" 2>/dev/null)"; then
        echo "$out"
    else
        status=$?
        if [ "$status" -eq 124 ]; then echo "outcome=timed-out"; else echo "outcome=crashed($status)"; fi
    fi
}

# The value of key $2 in a runner line $1.
field() { tr '\t' '\n' <<<"$1" | sed -n "s/^$2=//p" | head -1; }

# The source file of an agreement scenario, whose expectation comments its run is checked
# against; "-" for a fixed scenario, which is compared with RxModel's run alone.
source_of() {
    if [ -e "$tests/Scenarios/$1.swift" ]; then echo "$tests/Scenarios/$1.swift"; else echo "-"; fi
}

# Fixed scenario -> its original, by name as the test suite pairs them: `<Name>Fixed` and
# `<Name>FixedWithOwner` are `<Name>` after the fix.
declare -A original_of=()
for file in "$tests"/FixedScenarios/*.swift; do
    fixed="$(basename "$file" .swift)"
    original="$(sed -E 's/Fixed(WithOwner)?$//' <<<"$fixed")"
    [ "$original" != "$fixed" ] && original_of["$fixed"]="$original"
done

declare -A rxswift_line=()
all_names=()
for file in "$tests"/Scenarios/*.swift "$tests"/FixedScenarios/*.swift; do
    name="$(basename "$file" .swift)"
    all_names+=("$name")
done
mapfile -t all_names < <(printf '%s\n' "${all_names[@]}" | sort)

# The runner's line for one scenario against the library of the package in $1.
line_for() {
    local package="$1" runner="$2" library="$3" name="$4" line
    if grep -qxF "$name.swift" "$package/excluded.txt"; then echo "outcome=does-not-compile"; return; fi
    line="$(run_one "$runner" "$name" "$(source_of "$name")")"
    case "$line" in
        library=$library$'\t'*|outcome=*) echo "$line" ;;
        *) echo "verify-against-rxswift: the $library runner ran another library: $line" >&2; exit 2 ;;
    esac
}

echo "running ${#all_names[@]} scenarios against each library…" >&2
declare -A model_line=()
for name in "${all_names[@]}"; do
    rxswift_line["$name"]="$(line_for "$work_dir/on-rxswift" "$rxswift_runner" RxSwift "$name")"
    model_line["$name"]="$(line_for "$work_dir/on-rxmodel" "$model_runner" RxModel "$name")"
done

# RESOURCES is Resources.total before and after the run: the scenario clock's scheduler is
# alive at both counts, so a run that releases everything shows 1->1.
row_format='%-6s %-48s %-21s %-11s %-10s %-8s %-21s %-10s %s\n'
printf "$row_format" KIND SCENARIO RXSWIFT OWNER RESOURCES RECEIVED RXMODEL RESOURCES AGREES
total_scenarios=0; agree_scenarios=0; total_fixed=0; agree_fixed=0; fixed_leak_free=0
disagreements=()
for name in "${all_names[@]}"; do
    line="${rxswift_line[$name]}"
    model="${model_line[$name]}"
    outcome="$(field "$line" outcome)"
    model_outcome="$(field "$model" outcome)"
    owner="$(field "$line" owner)"; received="$(field "$line" received)"
    why=()
    if [ "$outcome" != "$model_outcome" ]; then why+=("outcome $outcome, RxModel $model_outcome"); fi
    if [ -n "$owner" ] && [ "$owner" != "$(field "$model" owner)" ]; then why+=("owner $owner, RxModel $(field "$model" owner)"); fi
    if [ -n "$received" ] && [ "$received" != "$(field "$model" received)" ]; then why+=("received $received, RxModel $(field "$model" received)"); fi
    problem="$(field "$line" problem)"
    if [ -n "$problem" ] && [ "$problem" != "none" ]; then why+=("expectations: $problem"); fi
    kind="scen"
    if [ -n "${original_of[$name]:-}" ]; then
        kind="fixed"
        original_received="$(field "${rxswift_line[${original_of[$name]}]}" received)"
        if [ -n "$received" ] && [ -n "$original_received" ] && [ "$original_received" != "n/a" ] && [ "$received" != "$original_received" ]; then
            why+=("received $received, the original ${original_of[$name]} $original_received")
        fi
    fi
    verdict="yes"; [ ${#why[@]} -eq 0 ] || verdict="NO"
    if [ "$kind" = "fixed" ]; then
        total_fixed=$((total_fixed + 1)); [ "$verdict" = "yes" ] && agree_fixed=$((agree_fixed + 1))
        [ "$outcome" = "clean" ] && fixed_leak_free=$((fixed_leak_free + 1))
    else
        total_scenarios=$((total_scenarios + 1)); [ "$verdict" = "yes" ] && agree_scenarios=$((agree_scenarios + 1))
    fi
    resources="-"; [ -n "$(field "$line" before)" ] && resources="$(field "$line" before)->$(field "$line" after)"
    model_resources="-"; [ -n "$(field "$model" before)" ] && model_resources="$(field "$model" before)->$(field "$model" after)"
    printf "$row_format" "$kind" "$name" "$outcome" "${owner:--}" "$resources" "${received:--}" "$model_outcome" "$model_resources" "$verdict"
    if [ "$verdict" = "NO" ]; then
        detail="$(IFS=';'; echo "${why[*]}")"
        disagreements+=("$name: $detail")
    fi
done

echo
echo "scenarios: $total_scenarios, agreeing with RxModel and their expectations: $agree_scenarios"
echo "fixed scenarios: $total_fixed, agreeing with RxModel: $agree_fixed, clean (no leak) against RxSwift: $fixed_leak_free"
for side in rxswift:RxSwift rxmodel:RxModel; do
    if [ -s "$work_dir/on-${side%%:*}/rejected.txt" ]; then
        echo "not compiled against ${side#*:} (first error):"
        sed 's/^/  /' "$work_dir/on-${side%%:*}/rejected.txt"
    fi
done
if [ ${#disagreements[@]} -gt 0 ]; then
    echo "disagreements:"
    printf '  %s\n' "${disagreements[@]}"
    exit 1
fi
exit 0

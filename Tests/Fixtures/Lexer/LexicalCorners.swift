#!/usr/bin/env swift
// Lexical corners that the lexer must round-trip and tokenize sensibly.

/* A block comment /* with a nested one */ and a line break
   inside it. */
/** Documentation block. */
//// Not documentation.

let `class` = 1, `default` = 2, `with space` = 3
let π = 3.14159, 🐶 = "dog", café = "☕️"
let numbers = [0, 42, 1_000, 0xFF, 0o17, 0b1010, 3.14, 1e10, 1.5e-3, 0x1p-3, 0x1.8p1]
let ranges = (1..<5, 0...9, ..<3, 2...)
let tuple = ((1, 2), 3)
let member = tuple.0.1
let optional: Int?? = nil
let chained = object?.child?.value ?? fallback!.value
let keyPath = \Person.name.count
let dollar = $0 + $1

infix operator <*>: AdditionPrecedence
prefix operator √
func <*> (lhs: Int, rhs: Int) -> Int { lhs &* rhs }
prefix func √ (x: Double) -> Double { x.squareRoot() }
let composed = a <*> b ≠ c

let plain = "a \"quoted\" word, a backslash \\ and \u{1F600}"
let interpolated = "sum: \(a + b), nested: \("inner \(deep(x, "s\(1)"))")"
let closureInside = "\(items.map { item in "\(item.name)!" }.joined(separator: ", "))"
let raw = #"raw \(not interpolated) \#(interpolated) "quotes""#
let rawer = ##"a "# inside"##
let multi = """
    Line one
    "Line" ""two""
    \(value) and \
    continued
    """
let rawMulti = #"""
    \(not) \#(yes) """ inside
    """#
let empty = ""
let emptyRaw = #""#

let regex1 = /[a-z]+\d*/
let regex2 = #/a/b/#
let regex3 = #/
    (?<year> \d{4}) - (?<month> \d{2})  # a date
    /#
if let match = text.firstMatch(of: /(\w+)@(\w+)\.com/) { print(match) }
let division = a / b / c
value /= 2
let r = reduce(1, /) / 2

#if DEBUG && !os(Linux)
@available(iOS 15, *)
@MainActor final class Debug {}
#elseif canImport(UIKit)
#warning("UIKit path")
#else
#error("unsupported")
#endif
#sourceLocation(file: "x.swift", line: 1)
#sourceLocation()
let selector = #selector(tap(_:))
let file = #file, line = #line

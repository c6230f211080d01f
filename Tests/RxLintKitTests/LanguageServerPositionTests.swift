import XCTest
@testable import RxLintKit

/// Positions as the protocol counts them (UTF-16 units by default, UTF-8 or code points when
/// agreed) against rxlint's byte offsets, and edits applied to a buffer.
final class LanguageServerPositionTests: XCTestCase {
    // "a😀é" then CRLF, a lone CR, and a last line without a break.
    private let text = Array("a😀é = 1\r\nx\rlast".utf8)

    func testEachEncodingCountsTheSameBytes() {
        for (encoding, afterEmoji, afterAccent) in [(PositionEncoding.utf16, 3, 4), (.utf8, 5, 7), (.utf32, 2, 3)] {
            let map = PositionMap(text, encoding: encoding)
            XCTAssertEqual(map.offset(of: LSPPosition(line: 0, character: afterEmoji), in: text), 5, "\(encoding)")
            XCTAssertEqual(map.offset(of: LSPPosition(line: 0, character: afterAccent), in: text), 7, "\(encoding)")
            XCTAssertEqual(map.position(of: 7, in: text), LSPPosition(line: 0, character: afterAccent), "\(encoding)")
            XCTAssertEqual(map.position(of: 13, in: text), LSPPosition(line: 1, character: 0), "\(encoding): CRLF ends line 0")
            XCTAssertEqual(map.position(of: 15, in: text), LSPPosition(line: 2, character: 0), "\(encoding): a lone CR ends line 1")
        }
    }

    func testPositionsOutsideTheTextAreClampedNotTrusted() {
        let map = PositionMap(text, encoding: .utf16)
        XCTAssertEqual(map.offset(of: LSPPosition(line: 0, character: 2), in: text), 1, "inside a surrogate pair: the code point's start")
        XCTAssertEqual(map.offset(of: LSPPosition(line: 0, character: 99), in: text), 11, "past the line's end: its end, before CRLF")
        XCTAssertEqual(map.offset(of: LSPPosition(line: 9, character: 0), in: text), text.count)
        XCTAssertEqual(map.offset(of: LSPPosition(line: -1, character: 0), in: text), 0)
        XCTAssertEqual(map.offset(line: 1, column: 3, in: text), 5, "findings count columns in code points")
    }

    func testNegotiationPrefersUTF8AndFallsBackToUTF16() {
        XCTAssertEqual(PositionEncoding.negotiate(["utf-16", "utf-8"]), .utf8)
        XCTAssertEqual(PositionEncoding.negotiate(["utf-32"]), .utf32)
        XCTAssertEqual(PositionEncoding.negotiate(["ucs-2"]), .utf16)
        XCTAssertEqual(PositionEncoding.negotiate(nil), .utf16)
    }

    func testIncrementalChangesApplyInOrder() {
        var document = TextDocument(uri: "file:///a.swift", path: "/a.swift", version: 1, text: "let a = 1\nlet b = 2\n", encoding: .utf16)
        document.apply([
            TextDocumentContentChangeEvent(range: LSPRange(start: LSPPosition(line: 1, character: 4), end: LSPPosition(line: 1, character: 5)), text: "😀"),
            // Read against the text the first change left: the emoji is two UTF-16 units.
            TextDocumentContentChangeEvent(range: LSPRange(start: LSPPosition(line: 1, character: 6), end: LSPPosition(line: 1, character: 6)), text: "x"),
            TextDocumentContentChangeEvent(range: LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 1, character: 0)), text: ""),
        ], version: 2)
        XCTAssertEqual(String(decoding: document.bytes, as: UTF8.self), "let 😀x = 2\n")
        XCTAssertEqual(document.version, 2)
        document.apply([TextDocumentContentChangeEvent(range: nil, text: "whole")], version: 3)
        XCTAssertEqual(String(decoding: document.bytes, as: UTF8.self), "whole")
    }
}

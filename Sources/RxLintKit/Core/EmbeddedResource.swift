import RxLintResources

/// Reads the data files compiled into the binary (Sources/RxLintResources).
enum EmbeddedResource {
    /// The file's text, without its final line break: a page or header ends with one, and
    /// the text is used the way a string literal of it would be.
    static func text(_ resource: RxLintResource) -> String {
        let bytes = UnsafeBufferPointer(start: resource.bytes, count: resource.length)
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The rule pages, by rule id ("README" for the index page).
    static func rulePages() -> [String: String] {
        var pages: [String: String] = [:]
        for index in 0..<rxlint_rule_page_count() {
            let page = rxlint_rule_page(index)
            pages[String(cString: page.name)] = text(page)
        }
        return pages
    }
}

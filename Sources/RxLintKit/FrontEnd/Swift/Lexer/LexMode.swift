/// One level of the lexer's mode stack. The stack alternates: a string literal, then an
/// interpolation inside it, then a string inside that interpolation, and so on.
struct LexMode {
    /// A string literal body is being read; otherwise an interpolation's expression is.
    var isString: Bool
    /// For a string, whether it is `"""`; for an interpolation, whether its string is.
    /// A line break ends a single-line string even from inside its interpolation.
    var isMultiline: Bool
    /// Number of `#` around the string's delimiters.
    var hashCount: Int32
    /// Interpolation only: open parentheses, so the `)` that ends it can be told apart.
    var parenDepth: Int32
    /// String only: index in `tokens` of the segment holding the opening delimiter.
    var openToken: Int32
}

import Foundation

/// `file:` URIs and paths. Other schemes (`untitled:`, `git:`) name no file of a project.
enum DocumentURI {
    /// The normalised absolute path a `file:` URI names; nil for any other URI.
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.scheme?.lowercased() == "file" else { return nil }
        let path = url.path
        guard path.hasPrefix("/") else { return nil }
        return Paths.normalize(path)
    }

    /// The `file:` URI of an absolute path, percent-encoded.
    static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}

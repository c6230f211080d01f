import RxLintResources

// The from-scratch stand-in for Apple's SDK and ReactiveObjC that rxlint hands to libclang
// as the in-memory file `rxlint-objc-stub.h` (see ObjCParseArguments and
// docs/objc-parsing.md). The header itself is Sources/RxLintResources/ObjCStub/, compiled
// into the binary.

enum ObjCStubHeader {
    /// The name under which the stub is handed to libclang.
    static let fileName = "rxlint-objc-stub.h"

    /// The stub's text: declarations only, plus the ReactiveObjC / libextobjc macros.
    static let text: String = EmbeddedResource.text(rxlint_objc_stub_header())
}

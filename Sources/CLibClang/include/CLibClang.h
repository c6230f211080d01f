#ifndef RXLINT_CLIBCLANG_H
#define RXLINT_CLIBCLANG_H

// The part of libclang's stable C API that rxlint's Objective-C front end calls, declared here
// from the API's documented ABI so that rxlint builds without libclang's headers and loads the
// library at run time: a user who lints only Swift never needs it, and one binary works with
// whichever libclang a machine has (a Swift toolchain's, Xcode's, a distribution's).
//
// The structs mirror libclang's by-value types field for field; their layout has been the
// same in every release of the C API.

#include <stddef.h>

typedef struct {
    const void *data;
    unsigned privateFlags;
} RXClangString;

typedef struct {
    const void *pointerData[2];
    unsigned intData;
} RXClangLocation;

typedef struct {
    const void *pointerData[2];
    unsigned beginIntData;
    unsigned endIntData;
} RXClangRange;

// libclang's CXSourceRangeList.
typedef struct {
    unsigned count;
    RXClangRange *ranges;
} RXClangRangeList;

typedef struct {
    int kind;
    int xdata;
    const void *data[3];
} RXClangCursor;

typedef struct {
    int kind;
    void *data[2];
} RXClangType;

typedef struct {
    unsigned intData[4];
    void *pointerData;
} RXClangToken;

typedef struct {
    const char *filename;
    const char *contents;
    unsigned long length;
} RXClangUnsavedFile;

typedef void *RXClangIndex;
typedef void *RXClangTranslationUnit;
typedef void *RXClangFile;
typedef void *RXClangDiagnostic;

// What a visitor returns: 0 stops the walk, 1 goes on with the next sibling, 2 enters the
// children.
typedef int (*RXClangVisitor)(RXClangCursor cursor, RXClangCursor parent, void *context);

// The functions, looked up by name when the library is opened.
typedef struct {
    RXClangIndex (*createIndex)(int excludeDeclarationsFromPCH, int displayDiagnostics);
    void (*disposeIndex)(RXClangIndex index);
    int (*parseTranslationUnit2)(RXClangIndex index, const char *sourceFilename,
                                 const char *const *arguments, int argumentCount,
                                 RXClangUnsavedFile *unsavedFiles, unsigned unsavedFileCount,
                                 unsigned options, RXClangTranslationUnit *out);
    void (*disposeTranslationUnit)(RXClangTranslationUnit unit);
    RXClangCursor (*getTranslationUnitCursor)(RXClangTranslationUnit unit);
    unsigned (*visitChildren)(RXClangCursor parent, RXClangVisitor visitor, void *context);
    int (*getCursorKind)(RXClangCursor cursor);
    RXClangString (*getCursorSpelling)(RXClangCursor cursor);
    RXClangString (*getCursorKindSpelling)(int kind);
    const char *(*getCString)(RXClangString string);
    void (*disposeString)(RXClangString string);
    RXClangRange (*getCursorExtent)(RXClangCursor cursor);
    RXClangLocation (*getCursorLocation)(RXClangCursor cursor);
    RXClangLocation (*getRangeStart)(RXClangRange range);
    RXClangLocation (*getRangeEnd)(RXClangRange range);
    void (*getExpansionLocation)(RXClangLocation location, RXClangFile *file,
                                 unsigned *line, unsigned *column, unsigned *offset);
    void (*getSpellingLocation)(RXClangLocation location, RXClangFile *file,
                                unsigned *line, unsigned *column, unsigned *offset);
    int (*locationIsFromMainFile)(RXClangLocation location);
    RXClangCursor (*getCursorReferenced)(RXClangCursor cursor);
    RXClangCursor (*getCursorSemanticParent)(RXClangCursor cursor);
    int (*cursorIsNull)(RXClangCursor cursor);
    unsigned (*equalCursors)(RXClangCursor a, RXClangCursor b);
    unsigned (*hashCursor)(RXClangCursor cursor);
    RXClangType (*getCursorType)(RXClangCursor cursor);
    RXClangType (*getCursorResultType)(RXClangCursor cursor);
    RXClangString (*getTypeSpelling)(RXClangType type);
    RXClangType (*getPointeeType)(RXClangType type);
    RXClangCursor (*getTypeDeclaration)(RXClangType type);
    unsigned (*getObjCPropertyAttributes)(RXClangCursor cursor, unsigned reserved);
    int (*getNumArguments)(RXClangCursor cursor);
    void (*tokenize)(RXClangTranslationUnit unit, RXClangRange range, RXClangToken **tokens,
                     unsigned *count);
    void (*disposeTokens)(RXClangTranslationUnit unit, RXClangToken *tokens, unsigned count);
    int (*getTokenKind)(RXClangToken token);
    RXClangString (*getTokenSpelling)(RXClangTranslationUnit unit, RXClangToken token);
    RXClangRange (*getTokenExtent)(RXClangTranslationUnit unit, RXClangToken token);
    RXClangFile (*getFile)(RXClangTranslationUnit unit, const char *name);
    RXClangCursor (*getCursor)(RXClangTranslationUnit unit, RXClangLocation location);
    RXClangLocation (*getLocationForOffset)(RXClangTranslationUnit unit, RXClangFile file,
                                            unsigned offset);
    RXClangRange (*getRange)(RXClangLocation begin, RXClangLocation end);
    unsigned (*getNumDiagnostics)(RXClangTranslationUnit unit);
    RXClangDiagnostic (*getDiagnostic)(RXClangTranslationUnit unit, unsigned index);
    int (*getDiagnosticSeverity)(RXClangDiagnostic diagnostic);
    RXClangString (*getDiagnosticSpelling)(RXClangDiagnostic diagnostic);
    RXClangLocation (*getDiagnosticLocation)(RXClangDiagnostic diagnostic);
    void (*disposeDiagnostic)(RXClangDiagnostic diagnostic);
    RXClangString (*getClangVersion)(void);
    int (*saveTranslationUnit)(RXClangTranslationUnit unit, const char *fileName, unsigned options);
    unsigned (*defaultSaveOptions)(RXClangTranslationUnit unit);
    RXClangRangeList *(*getSkippedRanges)(RXClangTranslationUnit unit, RXClangFile file);
    void (*disposeSourceRangeList)(RXClangRangeList *list);
} RXClangAPI;

// Opens the library at `path` and fills `api`. Returns 0 on success; otherwise writes a
// one-line reason into `reason` (at most `reasonSize` bytes, NUL-terminated) and returns -1.
// The library stays loaded for the life of the process.
int rxclang_open(const char *path, RXClangAPI *api, char *reason, size_t reasonSize);

// The worker processes that run the Objective-C analysis.
#include "RXWorkerProcess.h"

#endif

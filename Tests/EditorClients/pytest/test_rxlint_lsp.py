"""rxlint's language server driven by pytest-lsp, a real LSP client, with the capabilities
of VS Code, Neovim 0.7 and Emacs 29 (each negotiates other position encodings and
diagnostic features). The Swift test `LanguageServerClientTests` runs this file with
RXLINT_BINARY set to the binary under test."""

import asyncio
import json
import os
import pathlib
import subprocess
import tempfile

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.protocol import default_converter
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features

BINARY = os.environ["RXLINT_BINARY"]

STORE = """import RxSwift
import RxRelay

final class Store {
    let items = BehaviorRelay<[String]>(value: [])
}
"""

# Leaks only with Store.swift known: self -> store -> relay -> observer -> closure -> self.
CONTROLLER = """import RxSwift

final class ListViewController {
    let disposeBag = DisposeBag()
    let store: Store
    var count = 0

    init(store: Store) {
        self.store = store
        store.items
            .subscribe(onNext: { items in self.count = items.count })
            .disposed(by: disposeBag)
    }
}
"""

# Two leaks with certain fixes, a multibyte character before each culprit.
TICKER = """import RxSwift

final class Ticker {
    let disposeBag = DisposeBag()
    var label = "⏱"

    func start() {
        Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
            .subscribe(onNext: { _ in self.tick() })
            .disposed(by: disposeBag)
    }

    func watch(_ values: PublishSubject<String>) {
        values.map { "⏱ " + $0 }.subscribe(onNext: { text in self.label = text }).disposed(by: disposeBag)
    }

    func tick() {}
}
"""

PROFILE = """#import <ReactiveObjC/ReactiveObjC.h>

@interface ProfileViewModel : NSObject
@property (nonatomic, strong) RACSubject *nameUpdates;
@property (nonatomic, copy) NSString *name;
@end

@implementation ProfileViewModel
- (instancetype)init {
    self = [super init];
    _nameUpdates = [RACSubject subject];
    [self.nameUpdates subscribeNext:^(NSString *name) {
        self.name = name;
    }];
    return self;
}
@end
"""

FILES = {
    ".lintrc": "strict: false\n",
    "Sources/Store.swift": STORE,
    "Sources/ListViewController.swift": CONTROLLER,
    "Sources/Ticker.swift": TICKER,
    "Sources/ProfileViewModel.m": PROFILE,
}

CLIENTS = ["visual-studio-code", "neovim@v0.7.0", "emacs"]


def write_project(directory):
    for path, text in FILES.items():
        (directory / path).parent.mkdir(parents=True, exist_ok=True)
        (directory / path).write_text(text)
    return directory


@pytest.fixture
def project(tmp_path):
    return write_project(tmp_path)


def make_client():
    """pytest-lsp's client, keeping the version of the last diagnostics of each document too."""
    client = LanguageClient(converter_factory=default_converter)
    client.diagnostics_versions = {}
    register_lsp_features(client, {m: f for m, f in DEFAULT_CLIENT_FEATURES.items() if m != types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS})

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def publish(params: types.PublishDiagnosticsParams):
        client.diagnostics[params.uri] = params.diagnostics
        client.diagnostics_versions[params.uri] = params.version

    # Editors accept the server's file watchers; this client has nothing to watch with.
    @client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        client.registrations = getattr(client, "registrations", []) + list(params.registrations)

    return client


@pytest.fixture
def profile(request):
    """Whose capabilities the client declares; the tests where encodings and diagnostic
    features matter run with each of `CLIENTS`."""
    return getattr(request, "param", "visual-studio-code")


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"], client_factory=make_client))
async def client(lsp_client: LanguageClient, profile, project):
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities(profile),
            root_uri=project.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=project.as_uri(), name="project")],
        )
    )
    yield
    await lsp_client.shutdown_session()


def encoding(client):
    offered = client.capabilities.general.position_encodings if client.capabilities.general else None
    return "utf-8" if offered and "utf-8" in offered else "utf-16"


def offset(text, position, encoding):
    """The index in `text` of an LSP position counted in `encoding`."""
    lines = text.split("\n")
    before = sum(len(line) + 1 for line in lines[: position.line])
    line = lines[position.line] if position.line < len(lines) else ""
    units = 0
    for k, char in enumerate(line):
        if units >= position.character:
            return before + k
        units += len(char.encode("utf-8")) if encoding == "utf-8" else len(char.encode("utf-16-le")) // 2
    return before + len(line)


def apply(text, edits, encoding):
    """`text` with LSP text edits made (they do not overlap)."""
    placed = sorted(((offset(text, e.range.start, encoding), offset(text, e.range.end, encoding), e.new_text) for e in edits), reverse=True)
    for start, end, new in placed:
        text = text[:start] + new + text[end:]
    return text


def edits_of(action, uri):
    if action.edit.document_changes:
        return [e for change in action.edit.document_changes if change.text_document.uri == uri for e in change.edits]
    return action.edit.changes[uri]


class Buffers:
    """The client's side of open documents: versions and texts."""

    def __init__(self, client, project):
        self.client, self.project, self.versions, self.texts = client, project, {}, {}

    def uri(self, path):
        return (self.project / path).as_uri()

    def open(self, path, text=None):
        text = FILES[path] if text is None else text
        self.versions[path], self.texts[path] = 1, text
        language = "objective-c" if path.endswith(".m") else "swift"
        self.client.text_document_did_open(
            types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=self.uri(path), language_id=language, version=1, text=text))
        )

    def replace(self, path, text):
        self.versions[path] += 1
        self.texts[path] = text
        self.client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=self.uri(path), version=self.versions[path]),
                content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
            )
        )

    async def diagnostics(self, path, accept=lambda d: True, timeout=30):
        """The diagnostics published for the buffer's current version that `accept` takes."""
        uri = self.uri(path)
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            published = self.client.diagnostics.get(uri)
            published = None if published is None else list(published)
            version = self.client.diagnostics_versions.get(uri)
            if published is not None and version == self.versions.get(path) and accept(published):
                return published
            remaining = deadline - asyncio.get_running_loop().time()
            assert remaining > 0, f"no acceptable diagnostics for {path}; last: {published} (version {version})"
            try:
                await asyncio.wait_for(self.client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), remaining)
            except asyncio.TimeoutError:
                pass


@pytest.fixture
def buffers(client, project):
    return Buffers(client, project)


_runs = {}


def command_line(project, *arguments):
    """The command line's run in the project. Every test writes the same files, so a run's
    output is the same in each: it is made once (the tests that take it do not change the
    files first)."""
    if arguments not in _runs:
        _runs[arguments] = subprocess.run([BINARY, *arguments], cwd=project, capture_output=True, text=True, timeout=120)
    return _runs[arguments]


def units(client, text):
    return len(text.encode("utf-8")) if encoding(client) == "utf-8" else len(text.encode("utf-16-le")) // 2


def position(client, lines, line, column):
    """An LSP position from a 1-based line and a 1-based column counted in code points."""
    return (line - 1, units(client, lines[line - 1][: column - 1]))


@pytest.mark.parametrize("profile", CLIENTS, indirect=True)
async def test_buffers_get_the_findings_of_the_command_line(profile, client, buffers, project):
    """One verdict: each buffer's diagnostics are the command line's findings for its file
    (Swift and Objective-C): position, rule, severity, message, chain, the fix in words, and
    the quick fix's edit equal to the `fix` of `--format json`."""
    severity = {"error": types.DiagnosticSeverity.Error, "warning": types.DiagnosticSeverity.Warning, "info": types.DiagnosticSeverity.Information}
    related = client.capabilities.text_document.publish_diagnostics.related_information
    for path in ["Sources/ListViewController.swift", "Sources/Ticker.swift", "Sources/ProfileViewModel.m"]:
        buffers.open(path)
        diagnostics = await buffers.diagnostics(path)
        result = command_line(project, "--format", "json", path)
        assert result.returncode == 1, result.stderr
        findings = json.loads(result.stdout)["findings"]
        assert len(findings) > 0
        # The fix in words is in the text format only.
        text = command_line(project, path).stdout.split("\n")
        hints = [line[len("    fix: "):] for k, line in enumerate(text) if line.startswith("    fix: ")]
        lines = FILES[path].split("\n")
        expected = [(*position(client, lines, f["line"], f["column"]), f["rule"], severity[f["severity"]], f["message"], " → ".join(f["chain"]))
                    for f in findings]
        actual, shown_hints = [], []
        for d in diagnostics:
            notes = [r.message for r in d.related_information or []] if related else d.message.split("\n")[1:]
            message = d.message if related else d.message.split("\n")[0]
            chain = next((n.split("): ", 1)[1] for n in notes if n.startswith("chain (")), "")
            shown_hints += [n[len("fix: "):] for n in notes if n.startswith("fix: ")]
            actual.append((d.range.start.line, d.range.start.character, d.code, d.severity, message, chain))
        assert actual == expected, path
        assert shown_hints == hints, path

        for finding, diagnostic in zip(findings, diagnostics):
            actions = await client.text_document_code_action_async(
                types.CodeActionParams(types.TextDocumentIdentifier(buffers.uri(path)), diagnostic.range,
                                       types.CodeActionContext(diagnostics=[diagnostic], only=[types.CodeActionKind.QuickFix]))
            )
            fixes = [a for a in actions if a.title.startswith("Fix: ") and list(a.diagnostics or []) == [diagnostic]]
            if "fix" not in finding or not finding["fix"]["replacements"]:
                assert fixes == [], path
                continue
            assert [a.title for a in fixes] == ["Fix: " + finding["fix"]["description"]], path
            edits = sorted((e.range.start.line, e.range.start.character, e.range.end.line, e.range.end.character, e.new_text)
                           for e in edits_of(fixes[0], buffers.uri(path)))
            wanted = sorted((*position(client, lines, r["startLine"], r["startColumn"]), *position(client, lines, r["endLine"], r["endColumn"]), r["text"])
                            for r in finding["fix"]["replacements"])
            assert edits == wanted, path


async def test_editing_a_file_changes_the_verdicts_of_another(client, buffers):
    buffers.open("Sources/ListViewController.swift")
    first = await buffers.diagnostics("Sources/ListViewController.swift", lambda d: len(d) == 1)
    assert first[0].severity == types.DiagnosticSeverity.Error
    buffers.open("Sources/Store.swift")
    buffers.replace("Sources/Store.swift", STORE.replace("BehaviorRelay<[String]>(value: [])", "ItemsFeed.load()"))
    changed = await buffers.diagnostics("Sources/ListViewController.swift", lambda d: d and d[0].severity == types.DiagnosticSeverity.Warning)
    assert changed[0].code == "strong_self_capture"
    buffers.replace("Sources/Store.swift", STORE.replace("let items", "let names"))
    await buffers.diagnostics("Sources/ListViewController.swift", lambda d: all(x.severity != types.DiagnosticSeverity.Error for x in d))


def fixed_by_command_line(path):
    """The file as `rxlint --fix` leaves it, in a copy of the project (made once)."""
    if ("--fix", path) not in _runs:
        with tempfile.TemporaryDirectory() as directory:
            copy = write_project(pathlib.Path(directory))
            result = subprocess.run([BINARY, "--fix", path], cwd=copy, capture_output=True, text=True, timeout=120)
            assert result.returncode == 0, result.stdout + result.stderr
            _runs[("--fix", path)] = (copy / path).read_text()
    return _runs[("--fix", path)]


@pytest.mark.parametrize("profile", CLIENTS, indirect=True)
async def test_quick_fixes_fix_all_and_disable(profile, client, buffers, project):
    path = "Sources/Ticker.swift"
    uri = buffers.uri(path)
    buffers.open(path)
    diagnostics = await buffers.diagnostics(path, lambda d: len(d) == 2)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(types.TextDocumentIdentifier(uri), diagnostics[0].range, types.CodeActionContext(diagnostics=[diagnostics[0]]))
    )
    titles = [a.title for a in actions]
    fix = next(a for a in actions if a.title.startswith("Fix: "))
    disable = next(a for a in actions if a.title.startswith("Disable strong_self_capture"))
    assert fix.kind == types.CodeActionKind.QuickFix and fix.is_preferred, titles
    if client.capabilities.workspace.workspace_edit.document_changes:
        assert fix.edit.document_changes[0].text_document.version == buffers.versions[path]

    # The quick fix removes its finding, and only its finding.
    buffers.replace(path, apply(TICKER, edits_of(fix, uri), encoding(client)))
    left = await buffers.diagnostics(path)
    assert [d.range.start.line for d in left] == [diagnostics[1].range.start.line]

    # The disable comment silences the other, and is not itself superfluous.
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(types.TextDocumentIdentifier(uri), left[0].range, types.CodeActionContext(diagnostics=left))
    )
    disable = next(a for a in actions if a.title.startswith("Disable strong_self_capture"))
    buffers.replace(path, apply(buffers.texts[path], edits_of(disable, uri), encoding(client)))
    assert "// rxlint:disable:next strong_self_capture" in buffers.texts[path]
    assert await buffers.diagnostics(path) == []

    # Fix all: the same text as `rxlint --fix` writes.
    buffers.replace(path, TICKER)
    await buffers.diagnostics(path, lambda d: len(d) == 2)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            types.TextDocumentIdentifier(uri),
            types.Range(types.Position(0, 0), types.Position(0, 0)),
            types.CodeActionContext(diagnostics=[], only=[types.CodeActionKind.SourceFixAll]),
        )
    )
    assert [a.kind for a in actions] == ["source.fixAll.rxlint"]
    fixed = apply(TICKER, edits_of(actions[0], uri), encoding(client))
    assert fixed == fixed_by_command_line(path)
    buffers.replace(path, fixed)
    assert await buffers.diagnostics(path) == []


async def test_hover_shows_the_chain_and_the_fix(client, buffers):
    path = "Sources/ListViewController.swift"
    buffers.open(path)
    diagnostics = await buffers.diagnostics(path, lambda d: len(d) == 1)
    hover = await client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(buffers.uri(path)), diagnostics[0].range.start)
    )
    text = hover.contents.value
    assert "strong_self_capture" in text and "leak" in text
    assert "store.items" in text and "→" in text
    assert "fix: Capture" in text
    nothing = await client.text_document_hover_async(types.HoverParams(types.TextDocumentIdentifier(buffers.uri(path)), types.Position(0, 0)))
    assert nothing is None


async def test_lintrc_changes_reload(client, buffers, project):
    path = "Sources/ListViewController.swift"
    buffers.open(path)
    await buffers.diagnostics(path, lambda d: len(d) == 1)
    (project / ".lintrc").write_text("disabled_rules: [strong_self_capture]\n")
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams([types.FileEvent((project / ".lintrc").as_uri(), types.FileChangeType.Changed)])
    )
    await buffers.diagnostics(path, lambda d: d == [])
    # A broken configuration is said where it is broken; no finding is shown meanwhile, as a
    # command-line run would stop.
    (project / ".lintrc").write_text("disabled_rules: [strong_self_capture]\nexlcuded: []\n")
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams([types.FileEvent((project / ".lintrc").as_uri(), types.FileChangeType.Changed)])
    )
    deadline = asyncio.get_running_loop().time() + 30
    while not client.diagnostics.get((project / ".lintrc").as_uri()):
        assert asyncio.get_running_loop().time() < deadline, "no diagnostic on the broken .lintrc"
        await asyncio.wait_for(client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), 30)
    problem = client.diagnostics[(project / ".lintrc").as_uri()][0]
    assert problem.range.start.line == 1 and "unknown key 'exlcuded' (did you mean 'excluded'?)" in problem.message
    assert any("unknown key 'exlcuded'" in m.message for m in client.messages)
    (project / ".lintrc").write_text("strict: false\n")
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams([types.FileEvent((project / ".lintrc").as_uri(), types.FileChangeType.Changed)])
    )
    await buffers.diagnostics(path, lambda d: len(d) == 1)

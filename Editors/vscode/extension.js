// The smallest VS Code extension that runs `rxlint lsp` for Swift and Objective-C files:
// vscode-languageclient does the protocol (diagnostics, quick fixes, hover, file watching).
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate() {
  const command = vscode.workspace.getConfiguration("rxlint").get("path") || "rxlint";
  const server = { command, args: ["lsp"] };
  const options = {
    documentSelector: ["swift", "objective-c", "objective-cpp"].map((language) => ({ scheme: "file", language })),
  };
  client = new LanguageClient("rxlint", "rxlint", server, options);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };

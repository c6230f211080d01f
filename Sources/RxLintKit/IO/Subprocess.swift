import Foundation

/// Runs a command to completion and captures its output.
enum Subprocess {
    struct Output {
        var status: Int32
        var stdout: Data
        var stderr: Data
        var stderrLine: String {
            String(decoding: stderr, as: UTF8.self).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        }
    }

    /// Written by one reader thread, read after `DispatchGroup.wait`, which orders the two.
    private final class Collected: @unchecked Sendable { var data = Data() }

    /// `arguments[0]` is looked up on `PATH`; `input`, if any, is its standard input. Every
    /// pipe is served concurrently: a child that fills one pipe while we block on another
    /// (or that answers its input as it reads it, like `git cat-file --batch`) would
    /// otherwise never finish.
    static func run(_ arguments: [String], in directory: String, input: Data? = nil) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input == nil ? FileHandle.nullDevice : inPipe
        try process.run()
        let errData = Collected()
        let group = DispatchGroup()
        if let input {
            group.enter()
            DispatchQueue.global().async {
                // A child that exits early closes its end: the write fails, the exit status says why.
                try? inPipe.fileHandleForWriting.write(contentsOf: input)
                try? inPipe.fileHandleForWriting.close()
                group.leave()
            }
        }
        group.enter()
        DispatchQueue.global().async {
            errData.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: outData, stderr: errData.data)
    }
}

/// The few git operations staged mode and hook installation need.
public enum Git {
    static func run(_ arguments: [String], in directory: String, input: Data? = nil) throws -> Subprocess.Output {
        let output: Subprocess.Output
        do {
            output = try Subprocess.run(["git"] + arguments, in: directory, input: input)
        } catch {
            throw RxLintError.git("cannot run git: \(error.localizedDescription)")
        }
        guard output.status == 0 else {
            let reason = output.stderrLine.isEmpty ? "exit status \(output.status)" : output.stderrLine
            throw RxLintError.git("'git \(arguments.joined(separator: " "))' failed: \(reason)")
        }
        return output
    }

    private static func line(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    /// The absolute path of the working tree's top directory.
    public static func topLevel(from directory: String) throws -> String {
        line(try run(["rev-parse", "--show-toplevel"], in: directory).stdout)
    }

    /// Paths (relative to the top level) of files added, copied, modified, renamed or changed
    /// in type in the index; deleted files have nothing to lint.
    public static func stagedPaths(topLevel: String) throws -> [String] {
        let data = try run(["diff", "--cached", "--name-only", "--diff-filter=ACMRT", "-z"], in: topLevel).stdout
        // -z: NUL-separated and unquoted, so any file name survives.
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The directory git runs hooks from (honours worktrees and `core.hooksPath`).
    public static func hooksDirectory(from directory: String) throws -> String {
        let path = line(try run(["rev-parse", "--git-path", "hooks"], in: directory).stdout)
        return Paths.absolute(path, against: directory)
    }
}

/// A small graph of the strong references a running program would have around one
/// subscription. Edges marked `breaksOnTermination` disappear when the source completes or
/// the subscription is disposed (the sink releases its observer and closures).
struct OwnershipGraph {
    struct Edge {
        var from: Int
        var to: Int
        var breaksOnTermination: Bool
    }

    /// What each node is, named only when a chain is printed.
    private(set) var labels: [NodeLabel] = []
    /// Every edge in one list: a graph has a dozen nodes, so scanning the list is cheaper
    /// than keeping an array of neighbours per node.
    private(set) var edges: [Edge] = []
    /// Objects that live regardless of the owner: a scheduler's repeating timer, a singleton.
    private(set) var roots: Set<Int> = []

    init() {
        labels.reserveCapacity(12)
        edges.reserveCapacity(16)
    }

    mutating func add(_ label: NodeLabel, root: Bool = false) -> Int {
        labels.append(label)
        if root { roots.insert(labels.count - 1) }
        return labels.count - 1
    }

    mutating func link(_ a: Int, _ b: Int, breaksOnTermination: Bool = false) {
        edges.append(Edge(from: a, to: b, breaksOnTermination: breaksOnTermination))
    }

    /// Shortest path of strong references from `a` to `b` (at least one edge).
    func path(from a: Int, to b: Int, keepBreakable: Bool = true) -> [Int]? {
        var previous = [Int](repeating: -1, count: labels.count)
        var queue: [Int] = []
        var head = 0
        for e in edges where e.from == a && (keepBreakable || !e.breaksOnTermination) {
            if previous[e.to] == -1 { previous[e.to] = a; queue.append(e.to) }
        }
        while head < queue.count {
            let v = queue[head]
            head += 1
            if v == b {
                var path = [b]
                var cur = b
                while true {
                    let p = previous[cur]
                    path.append(p)
                    if p == a { break }
                    cur = p
                    if path.count > labels.count + 1 { return nil }
                }
                return path.reversed()
            }
            for e in edges where e.from == v && (keepBreakable || !e.breaksOnTermination) {
                if previous[e.to] == -1 { previous[e.to] = v; queue.append(e.to) }
            }
        }
        return nil
    }

    /// Nodes that stay alive once nothing outside the graph holds anything: those reachable
    /// from a root, or from a cycle (reference counting never frees a cycle).
    func survivors(keepBreakable: Bool = true, cuttingEdgesInto cut: Int? = nil) -> (alive: Set<Int>, keptBy: [Int: Int]) {
        let graph = cut.map { removingEdges(into: $0) } ?? self
        return graph.survivors(keepBreakable: keepBreakable)
    }

    private func removingEdges(into target: Int) -> OwnershipGraph {
        var copy = self
        copy.edges.removeAll { $0.to == target }
        return copy
    }

    private func survivors(keepBreakable: Bool) -> (alive: Set<Int>, keptBy: [Int: Int]) {
        var alive = Set<Int>()
        var keptBy: [Int: Int] = [:]
        func spread(from source: Int) {
            guard alive.insert(source).inserted else { return }
            // Breadth first: each node is shown kept by its nearest holder.
            var queue = [source]
            var head = 0
            while head < queue.count {
                let v = queue[head]
                head += 1
                for e in edges where e.from == v && (keepBreakable || !e.breaksOnTermination) {
                    if alive.insert(e.to).inserted { keptBy[e.to] = v; queue.append(e.to) }
                }
            }
        }
        // Roots first, so a cycle that a root also holds (a static bag's sink) is shown as
        // kept by the root; then cycles nothing else holds.
        for root in roots.sorted() { spread(from: root) }
        for v in 0..<labels.count where !alive.contains(v) && path(from: v, to: v, keepBreakable: keepBreakable) != nil {
            spread(from: v)
        }
        return (alive, keptBy)
    }

    /// The nodes' names; the observer's names the source, which the model passes in.
    func describe(_ path: [Int], source: SourceFacts) -> [String] { path.map { labels[$0].text(source) } }
}

/// A node's name in a printed chain. Cases carry the parts; `text` joins them. The observer
/// of the model's one source carries nothing: labels are built for every subscription and
/// read only for findings, so the source's facts are not copied into them.
enum NodeLabel {
    case owner(valueType: String?)
    case subscriptionDisposable
    case observer
    case sink
    case repeatingTimer
    case ownerProperty(name: String, kind: Keeper.StoredKind?)
    case otherBag(text: String)
    case processBag(text: String, global: Bool)
    case closure(role: String, methodReference: Bool)
    case ownedSubject(path: [String], keeper: String?)
    case foreignSubject(text: String, keeper: String?)

    func text(_ source: SourceFacts) -> String {
        switch self {
        case .owner(let valueType): return valueType.map { "self (a copy of \($0))" } ?? "self"
        case .subscriptionDisposable: return "subscription disposable"
        case .observer: return "observer of \(source.description)"
        case .sink: return "subscription (Sink ⇄ SinkDisposer)"
        case .repeatingTimer: return "the scheduler's repeating timer"
        case .ownerProperty(let name, let kind):
            guard let kind, kind != .disposable else { return name }
            return "\(name) (\(kind.rawValue))"
        case .otherBag(let text): return "\(text) (a bag owned by another object)"
        case .processBag(let text, let global): return "\(text) (a \(global ? "global" : "static") DisposeBag, never released)"
        case .closure(let role, let methodReference): return methodReference ? "\(role): method reference" : "\(role) closure"
        case .ownedSubject(let path, _): return path.joined(separator: ".")
        case .foreignSubject(let text, let keeper): return "\(text) (\(keeper.map { "kept by \($0)" } ?? "outlives self"))"
        }
    }
}

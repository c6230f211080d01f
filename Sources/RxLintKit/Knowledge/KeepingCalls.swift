/// Framework calls that keep their argument for as long as the receiver lives: a view's
/// subviews, gesture recognizers, interactions and layers, a stack view's arranged subviews, a
/// controller's children, a navigation item's or toolbar's buttons, a table's header and
/// footer. An object handed to one lives as long as the receiver, whatever the local that held
/// it. One entry per call, in both languages' spellings (Swift base name; Objective-C
/// selectors), so a call learnt for one language is known to the other.
enum KeepingCalls {
    struct Call {
        /// The Swift base name (`addSubview` for `addSubview(_:)`); nil where Swift writes the
        /// call as a property assignment (`tableHeaderView = header`), which is read as one.
        let swift: String?
        let selectors: [String]
        /// What the receiver makes of the argument, to say how it is kept ("a subview of").
        var role = "a subview of"
    }

    static let calls: [Call] = [
        Call(swift: "addSubview", selectors: ["addSubview:"]),
        Call(swift: "insertSubview", selectors: ["insertSubview:atIndex:", "insertSubview:aboveSubview:", "insertSubview:belowSubview:"]),
        Call(swift: "addArrangedSubview", selectors: ["addArrangedSubview:"], role: "an arranged subview of"),
        Call(swift: "insertArrangedSubview", selectors: ["insertArrangedSubview:atIndex:"], role: "an arranged subview of"),
        Call(swift: "addGestureRecognizer", selectors: ["addGestureRecognizer:"], role: "a gesture recognizer of"),
        Call(swift: "addInteraction", selectors: ["addInteraction:"], role: "an interaction of"),
        Call(swift: "addSublayer", selectors: ["addSublayer:"], role: "a sublayer of"),
        Call(swift: "insertSublayer", selectors: ["insertSublayer:atIndex:", "insertSublayer:above:", "insertSublayer:below:"], role: "a sublayer of"),
        Call(swift: "addChild", selectors: ["addChildViewController:"], role: "a child controller of"),
        Call(swift: "setLeftBarButton", selectors: ["setLeftBarButtonItem:", "setLeftBarButtonItem:animated:"], role: "a bar button item of"),
        Call(swift: "setRightBarButton", selectors: ["setRightBarButtonItem:", "setRightBarButtonItem:animated:"], role: "a bar button item of"),
        Call(swift: "setLeftBarButtonItems", selectors: ["setLeftBarButtonItems:", "setLeftBarButtonItems:animated:"], role: "a bar button item of"),
        Call(swift: "setRightBarButtonItems", selectors: ["setRightBarButtonItems:", "setRightBarButtonItems:animated:"], role: "a bar button item of"),
        Call(swift: "setToolbarItems", selectors: ["setToolbarItems:", "setToolbarItems:animated:"], role: "a bar button item of"),
        Call(swift: nil, selectors: ["setTitleView:"], role: "the title view of"),
        Call(swift: nil, selectors: ["setTableHeaderView:"], role: "the table header of"),
        Call(swift: nil, selectors: ["setTableFooterView:"], role: "the table footer of"),
        Call(swift: nil, selectors: ["setInputAccessoryView:"], role: "the input accessory view of"),
    ]

    /// The Swift base names of `calls`.
    static let swiftNames: Set<String> = Set(calls.compactMap(\.swift))
    /// The Objective-C selectors of `calls`.
    static let selectors: Set<String> = Set(calls.flatMap(\.selectors))
    /// What the call with Objective-C selector `selector` makes of its argument.
    static func role(ofSelector selector: String) -> String {
        calls.first { $0.selectors.contains(selector) }?.role ?? "a subview of"
    }
}

/// Data-source methods whose returned view (a cell, a header or footer) the asking table or
/// collection view keeps while it shows it, in both languages' spellings: the Swift method's
/// base name and its second parameter's label, and the Objective-C selector.
enum ViewProvidingDataSourceMethods {
    struct Method {
        let swiftName: String
        let swiftLabel: String
        let selector: String
        /// "cell" or "view": what the method returns.
        let returns: String
    }

    static let methods: [Method] = [
        Method(swiftName: "tableView", swiftLabel: "cellForRowAt", selector: "tableView:cellForRowAtIndexPath:", returns: "cell"),
        Method(swiftName: "collectionView", swiftLabel: "cellForItemAt", selector: "collectionView:cellForItemAtIndexPath:", returns: "cell"),
        Method(swiftName: "tableView", swiftLabel: "viewForHeaderInSection", selector: "tableView:viewForHeaderInSection:", returns: "view"),
        Method(swiftName: "tableView", swiftLabel: "viewForFooterInSection", selector: "tableView:viewForFooterInSection:", returns: "view"),
        Method(swiftName: "collectionView", swiftLabel: "viewForSupplementaryElementOfKind",
               selector: "collectionView:viewForSupplementaryElementOfKind:atIndexPath:", returns: "view"),
    ]

    static func method(swiftName: String, label: String) -> Method? {
        methods.first { $0.swiftName == swiftName && $0.swiftLabel == label }
    }

    static func method(selector: String) -> Method? {
        methods.first { $0.selector == selector }
    }
}

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
    }

    static let calls: [Call] = [
        Call(swift: "addSubview", selectors: ["addSubview:"]),
        Call(swift: "insertSubview", selectors: ["insertSubview:atIndex:", "insertSubview:aboveSubview:", "insertSubview:belowSubview:"]),
        Call(swift: "addArrangedSubview", selectors: ["addArrangedSubview:"]),
        Call(swift: "insertArrangedSubview", selectors: ["insertArrangedSubview:atIndex:"]),
        Call(swift: "addGestureRecognizer", selectors: ["addGestureRecognizer:"]),
        Call(swift: "addInteraction", selectors: ["addInteraction:"]),
        Call(swift: "addSublayer", selectors: ["addSublayer:"]),
        Call(swift: "insertSublayer", selectors: ["insertSublayer:atIndex:", "insertSublayer:above:", "insertSublayer:below:"]),
        Call(swift: "addChild", selectors: ["addChildViewController:"]),
        Call(swift: "setLeftBarButton", selectors: ["setLeftBarButtonItem:", "setLeftBarButtonItem:animated:"]),
        Call(swift: "setRightBarButton", selectors: ["setRightBarButtonItem:", "setRightBarButtonItem:animated:"]),
        Call(swift: "setLeftBarButtonItems", selectors: ["setLeftBarButtonItems:", "setLeftBarButtonItems:animated:"]),
        Call(swift: "setRightBarButtonItems", selectors: ["setRightBarButtonItems:", "setRightBarButtonItems:animated:"]),
        Call(swift: "setToolbarItems", selectors: ["setToolbarItems:", "setToolbarItems:animated:"]),
        Call(swift: nil, selectors: ["setTitleView:"]),
        Call(swift: nil, selectors: ["setTableHeaderView:"]),
        Call(swift: nil, selectors: ["setTableFooterView:"]),
        Call(swift: nil, selectors: ["setInputAccessoryView:"]),
    ]

    /// The Swift base names of `calls`.
    static let swiftNames: Set<String> = Set(calls.compactMap(\.swift))
    /// The Objective-C selectors of `calls`.
    static let selectors: Set<String> = Set(calls.flatMap(\.selectors))
}

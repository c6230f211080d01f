/// Sequences of the networking libraries RxSwift apps use that end on their own, as data: each
/// entry says which source file of which library shows it. A project's own declaration of the
/// same name (an `extension Reactive` method, a free function) is read instead.
public enum LibrarySources {
    /// Calls on an object's `.rx` whose sequence sends one response and completes, or fails:
    /// `session.rx.request(…)`, `URLSession.shared.rx.data(request:)`, `provider.rx.request(.x)`.
    public static let reactiveRequestCalls: Set<String> = [
        // RxCocoa, RxCocoa/Foundation/URLSession+Rx.swift (ReactiveX/RxSwift):
        // `response(request:)` is an `Observable.create` whose data task's completion handler
        // sends the response then `.completed`, or an error; `data(request:)`,
        // `json(request:options:)` and `json(url:)` map it.
        "response", "data", "json",
        // RxAlamofire, Sources/RxAlamofire/RxAlamofire.swift (RxSwiftCommunity/RxAlamofire),
        // `extension Reactive where Base: Alamofire.Session`: `request(…)` sends the request,
        // then `.completed` from its response handler, or the error; `responseData`, `data`,
        // `string`, `responseString`, `json`, `responseJSON`, `decodable`,
        // `responseDecodable`, `upload` and `download` are that request `flatMap`ped into the
        // request's own response sequence, which ends the same way.
        "request", "responseData", "string", "responseString", "responseJSON", "decodable", "responseDecodable",
        "upload", "download",
        // Moya, Sources/RxMoya/MoyaProvider+Rx.swift (Moya/Moya): `request(_:callbackQueue:)`
        // is a `Single<Response>` (named above).
    ]

    /// Operators networking libraries add to a response sequence, each mapping or filtering
    /// every element and passing the upstream's end on (a finite request stays finite): Moya,
    /// Sources/RxMoya/Single+Response.swift and Observable+Response.swift (Moya/Moya), each a
    /// `flatMap` into `just(try response.…)`: `filter(statusCode:)`, `filter(statusCodes:)`,
    /// `filterSuccessfulStatusCodes()`, `filterSuccessfulStatusAndRedirectCodes()`,
    /// `mapImage()`, `mapJSON(…)`, `mapString(…)`; Moya-ObjectMapper,
    /// Source/RxSwift/Single+ObjectMapper.swift and Observable+ObjectMapper.swift
    /// (bmoliveira/Moya-ObjectMapper): `mapObject`, `mapArray` and their `Optional` forms.
    /// Read as the project's element-wise operators are (`SourceResolver.receiverOfProjectOperator`);
    /// a project's own declaration of the name is read instead.
    ///
    /// RxAlamofire, Sources/RxAlamofire/RxAlamofire.swift (RxSwiftCommunity/RxAlamofire),
    /// `extension ObservableType where Element == DataRequest`: `validate(…)` maps each request
    /// to itself validated; `data()`, `responseData()`, `response()`, `string(…)`,
    /// `responseString(…)`, `json(…)`, `responseJSON()` and `progress()` `flatMap` each
    /// request into its own response sequence, which ends with the response. So
    /// `manager.rx.request(.get, url).validate(statusCode: 200..<300).data()` ends as the
    /// request does.
    public static let responseOperators: Set<String> = [
        "filterSuccessfulStatusCodes", "filterSuccessfulStatusAndRedirectCodes", "mapImage", "mapJSON", "mapString",
        "mapObject", "mapArray", "mapObjectOptional", "mapArrayOptional",
        "validate", "data", "responseData", "response", "string", "responseString", "json", "responseJSON", "progress",
    ]

    /// ReactorKit, Sources/ReactorKit/Reactor.swift (ReactorKit/ReactorKit): a reactor's `state`
    /// is its action subject mutated, scanned into states and replayed (`replay(1)`, connected
    /// for the reactor's life): nothing ends it. Read for the `state` of a value whose type
    /// adopts `Reactor`, and of the `reactor` a `View` is given.
    public static let reactorState = "state"
    public static let reactorProtocol = "Reactor"
    /// ReactorKit's views (Sources/ReactorKit/View.swift, StoryboardView.swift): their
    /// `reactor` setter resets `disposeBag` and calls `bind(reactor:)`.
    public static let reactorViews = ["View", "StoryboardView"]

    /// RxAlamofire's free functions (Sources/RxAlamofire/RxAlamofire.swift): each calls the
    /// same-named request of `Session.default.rx`, which ends after its response.
    public static let freeRequestFunctions: Set<String> = [
        "requestData", "requestJSON", "requestString", "requestDecodable",
    ]

    /// RxGesture's gesture sequences (Pod/Classes/View+RxGesture.swift, GestureFactory.swift,
    /// iOS/UITapGestureRecognizer+RxGesture.swift …): `rx.tapGesture(configuration:)` makes its
    /// recognizer at the call (`gesture(factory.make())`), running the `configuration:` closure
    /// there; the factory holding it is gone before anything subscribes.
    public static let gestureFactories: Set<String> = [
        "tapGesture", "longPressGesture", "panGesture", "pinchGesture", "rotationGesture", "swipeGesture",
        "screenEdgePanGesture", "forceTouchGesture", "hoverGesture", "transformGestures",
    ]
}

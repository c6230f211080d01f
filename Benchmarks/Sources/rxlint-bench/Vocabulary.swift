/// Word lists the generator draws names from, so files read like a real app's.
enum Vocabulary {
    static let features = [
        "Profile", "Search", "Cart", "Checkout", "Feed", "Settings", "Login", "Onboarding", "Orders", "Wallet",
        "Chat", "Notifications", "Map", "Player", "Library", "Details", "Favorites", "Payments", "Inbox",
        "Camera", "Gallery", "Booking", "Tickets", "Rewards", "Support", "Explore", "Friends", "Timeline",
        "Subscriptions", "Downloads", "Reviews", "Delivery", "Account", "Preferences", "Stories",
    ]
    static let entities = [
        "User", "Order", "Product", "Message", "Track", "Photo", "Address", "Card", "Review", "Coupon",
        "Booking", "Ticket", "Comment", "Story", "Playlist", "Invoice", "Store", "Category", "Device", "Session",
    ]
    static let verbs = [
        "load", "refresh", "reload", "fetch", "sync", "update", "save", "delete", "select", "toggle",
        "submit", "validate", "prefetch", "observe", "apply", "reset", "archive", "share",
    ]
    static let fields = [
        "title", "name", "subtitle", "price", "count", "status", "avatarURL", "createdAt", "isFavorite",
        "rating", "summary", "identifier", "email", "total", "progress", "duration", "quantity",
    ]
    static let labels = ["titleLabel", "subtitleLabel", "priceLabel", "statusLabel", "countLabel", "nameLabel", "emptyStateLabel"]
    static let buttons = ["submitButton", "refreshButton", "retryButton", "closeButton", "favoriteButton", "shareButton", "nextButton"]
    static let errors = ["network unreachable", "session expired", "invalid response", "not found", "timeout"]
    static let authors = ["Anna Kowalska", "Brian Chen", "Chloé Martin", "Dmitri Ivanov", "Emeka Obi", "Fatima Zahra", "Görkem Yıldız"]
}

/// A feature module's routes as apps write them: a small enum whose largest case fills the
/// three words an existential stores inline. `Codable` as synthesized, for workload 6b.
enum BenchRoute: Hashable, Sendable, Codable {
  case home
  case details(id: Int)
  case profile(id: Int, tab: Int)

  /// Eight routes of every case, to push in turn.
  static let rotation: [BenchRoute] = [
    .details(id: 1), .profile(id: 2, tab: 0), .home, .details(id: 3),
    .profile(id: 4, tab: 1), .details(id: 5), .home, .profile(id: 6, tab: 2),
  ]

  /// A number standing for the route, for screens to show.
  var number: Int {
    switch self {
    case .home: 0
    case .details(let id): id
    case .profile(let id, let tab): id * 10 + tab
    }
  }
}

/// A route one word too large to be stored inline, so boxing it allocates.
enum WideRoute: Hashable, Sendable {
  case item(id: Int, title: String, tab: Int)

  static let rotation: [WideRoute] = (0..<8).map { .item(id: $0, title: "item", tab: $0 % 3) }
}

import NavCore

// The link declarations of the fixtures' modules, each declared as that module would declare
// them, and merged as a composition root would.

/// The dashboard module's table: `/dashboard`, `/dashboard/details/:id`.
public func dashboardLinks() throws -> RouteSchema {
  var schema = RouteSchema(module: "dashboard")
  try schema.add(DashboardRoute.self) { links in
    try links.add("/dashboard", DashboardRoute.home)
    try links.add(
      "/dashboard/details/:id",
      parse: { try .details(id: $0.int("id")) },
      print: { route in
        if case .details(let id) = route { ["id": "\(id)"] } else { nil }
      })
  }
  return schema
}

/// The settings module's table.
public func settingsLinks() throws -> RouteSchema {
  var schema = RouteSchema(module: "settings")
  try schema.add(SettingsRoute.self) { links in
    try links.add("/settings", SettingsRoute.main)
    try links.add("/settings/privacy", SettingsRoute.privacy)
  }
  return schema
}

/// The auth module's table.
public func authLinks() throws -> RouteSchema {
  var schema = RouteSchema(module: "auth")
  try schema.add(AuthRoute.self) { links in
    try links.add("/login", AuthRoute.login)
  }
  return schema
}

/// The sheets' table: `/sheet/add`, `/sheet/edit/:id`, `/sheet/delete/:id`.
public func sheetLinks() throws -> RouteSchema {
  var schema = RouteSchema(module: "sheets")
  try schema.add(SheetRoute.self) { links in
    try links.add("/sheet/add", SheetRoute.add)
    try links.add(
      "/sheet/edit/:id", parse: { try .edit(id: $0.int("id")) },
      print: { route in
        if case .edit(let id) = route { ["id": "\(id)"] } else { nil }
      })
    try links.add(
      "/sheet/delete/:id", parse: { try .confirmDelete(id: $0.int("id")) },
      print: { route in
        if case .confirmDelete(let id) = route { ["id": "\(id)"] } else { nil }
      })
  }
  return schema
}

/// The articles module's table: every kind of parameter, routes with an optional segment (a
/// pattern for each form, each printing the routes of its form), query items and a catch-all.
public func articleLinks() throws -> RouteSchema {
  var schema = RouteSchema(module: "articles")
  try schema.add(ArticleRoute.self) { links in
    for (pattern, paged) in [("/articles/:slug", false), ("/articles/:slug/page/:page", true)] {
      try links.add(
        pattern,
        parse: { try .article(slug: $0.string("slug"), page: $0.int(ifPresent: "page")) },
        print: { route in
          guard case .article(let slug, let page) = route, (page != nil) == paged else {
            return nil
          }
          return ["slug": slug, "page": page.map(String.init)].compactMapValues { $0 }
        })
    }
    for (pattern, hasTerm) in [("/search?sort&page", false), ("/search/:term?sort&page", true)] {
      try links.add(
        pattern,
        parse: {
          try .search(
            term: $0.string(ifPresent: "term"),
            sort: $0.value(ifPresent: "sort", as: SortOrder.self), page: $0.int(ifPresent: "page"))
        },
        print: { route in
          guard case .search(let term, let sort, let page) = route, (term != nil) == hasTerm else {
            return nil
          }
          return ["term": term, "sort": sort?.rawValue, "page": page.map(String.init)]
            .compactMapValues { $0 }
        })
    }
    try links.add(
      "/files/*path", parse: { try .file(path: $0.string("path")) },
      print: { route in
        if case .file(let path) = route { ["path": path] } else { nil }
      })
    try links.add(
      "/authors/:id/:following",
      parse: { try .author(id: $0.uuid("id"), following: $0.bool("following")) },
      print: { route in
        guard case .author(let id, let following) = route else { return nil }
        return ["id": id.uuidString, "following": "\(following)"]
      })
    try links.add(
      "/tasks/:priority",
      parse: { try .task(priority: $0.value("priority", as: Priority.self)) },
      print: { route in
        if case .task(let priority) = route { ["priority": "\(priority.rawValue)"] } else { nil }
      })
  }
  return schema
}

/// The app's table: every module's, merged, with `/main` for the tab bar.
public func fixtureLinks() throws -> RouteSchema {
  var app = RouteSchema(module: "app")
  try app.add(MainRoute.self) { links in try links.add("/main", .tabBar) }
  return try RouteSchema(merging: [
    app, dashboardLinks(), settingsLinks(), authLinks(), sheetLinks(), articleLinks(),
  ])
}

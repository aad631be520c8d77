import Foundation
import ModuleRouting

// A composition root in a target with Xcode 26's app defaults: main-actor isolation by
// default, InferIsolatedConformances, NonisolatedNonsendingByDefault. That it compiles with
// warnings as errors is the first check; each call below is then checked as it runs, one line
// each, and the program exits 1 if any check fails.

var failures = 0
func check(_ condition: Bool, _ what: String) {
  print(condition ? "ok: \(what)" : "FAILED: \(what)")
  if !condition { failures += 1 }
}

/// Lets other main-actor tasks run until `condition` holds, or gives up.
func settle(until condition: () -> Bool) async -> Bool {
  for _ in 0..<1_000 where !condition() { await Task.yield() }
  return condition()
}

// Issues go to the app's own handler, a main-actor closure.
var issues: [String] = []
NavigationIssue.defaultHandler = { issue in issues.append("\(issue)") }

let app = AppRouter(root: MainRoute.tabs)
let signedIn = NavigationState(
  root: MainRoute.tabs,
  tabs: TabGroup(
    [
      (MainTab.home, NavigationState(root: HomeRoute.feed)),
      (MainTab.profile, NavigationState(root: ProfileRoute.main(id: 1))),
    ], selected: MainTab.home))
app.setState(signedIn)
let events = app.events()

// Exits: both handler forms, answered with commands.
app.handleExits(HomeExit.self) { exit in
  switch exit {
  case .openProfile(let id): [.push(ProfileRoute.main(id: id))]
  case .signOut: [.setRoot(AuthRoute.login)]
  }
}
app.handleExits(ProfileExit.self) { _, state in
  state.top.is(ProfileRoute.self) ? [.pop(count: 1)] : []
}

// Screens, dialogs and tab labels: the modules declare theirs, the app its own, merged once.
var signOutsConfirmed = 0
var catalog = RouteCatalog<String>(module: "app")
do {
  var own = RouteCatalog<String>(module: "app")
  try own.add(MainRoute.self, key: "main") { _, _ in "Tabs" }
  try own.add(AuthRoute.self, key: "auth") { _, _ in "Login" }
  try own.addDialogs(AppDialog.self) { _ in
    DialogContent(
      title: "Sign out?",
      buttons: [
        DialogButton("Sign out", role: .destructive, action: .run { signOutsConfirmed += 1 }),
        DialogButton("Cancel", role: .cancel),
      ])
  }
  try own.addTabs(MainTab.self, key: "tab") { tab in "\(tab)" }
  try own.place(HomeRoute.self) { _ in .push(inTab: MainTab.home) }
  try own.place(ProfileRoute.self) { _ in .push(inTab: MainTab.profile) }
  catalog = try app.install([HomeBuilder(app: app), ProfileBuilder()], with: own)
  check(true, "install and declare")
} catch {
  check(false, "install and declare: \(error)")
}
let screens = catalog.screens
check(catalog.tabLabel(for: AnyRoute(MainTab.home)) == "home", "tabLabel(for:)")

// A module router, a screen's model, an exit.
let home = HomeRouter(app)
let feed = app.object(for: app.state.topScreen) { FeedModel(router: home) }
feed.itemTapped(Item(id: 7, name: "Lamp"))
check(app.state.top == AnyRoute(HomeRoute.item(Item(id: 7, name: "Lamp"))), "navigate(to:)")
home.exit(.openProfile(id: 2))
check(app.state.top == AnyRoute(ProfileRoute.main(id: 2)), "exit handled by handleExits")
ProfileRouter(app).exit(.done)
check(try! screens.screen(for: app.state.top).hasPrefix("Home item"), "screen(for:)")
check(home.popTo(where: { $0 == .feed }).isApplied, "popTo(where:)")

// Actions: a scope's handler for a model.
var scope = ActionScope()
scope.handle(FeedModel.self) { model in model.taps += 1 }
check(scope.perform(feed) && feed.taps == 1, "ActionScope.perform")

// Guards: a redirect that resumes, a denial, a leave guard.
var signedInUser = false
let wall = app.addGuard(for: ProfileRoute.self) { request in
  signedInUser ? .allow : .redirect([.present(AuthRoute.login, style: .sheet)], resume: true)
}
home.exit(.openProfile(id: 3))
check(app.state.top == AnyRoute(AuthRoute.login), "addGuard(for:) redirects")
signedInUser = true
_ = app.dismiss()
check(app.resumePendingRequest().isApplied, "resumePendingRequest")
check(app.state.top == AnyRoute(ProfileRoute.main(id: 3)), "the held request ran")
_ = app.removeGuard(wall)
let noDelete = app.addGuard { request in
  request.entering(HomeRoute.self).contains(.confirmDelete(id: 7)) ? .deny("read-only") : .allow
}
check(!app.navigate(to: HomeRoute.confirmDelete(id: 7)).isApplied, "addGuard denies")
_ = app.removeGuard(noDelete)
let unsaved = app.addLeaveGuard(for: ProfileRoute.self) { _ in .confirm("Discard?") }
_ = app.popToRoot()
check(app.pendingLeave?.message == "Discard?", "addLeaveGuard holds")
check(app.confirmLeave().isApplied && app.state.top == AnyRoute(HomeRoute.feed), "confirmLeave")
_ = app.removeGuard(unsaved)

// Tabs.
check(app.selectTab(MainTab.profile).isApplied, "selectTab")
_ = app.selectTab(MainTab.home)

// Flows: started with a callback, and awaited with run(_:).
let started = NameFlow()
var startedOutcome: FlowOutcome<String>?
app.start(started) { outcome in startedOutcome = outcome }
started.save("Ada")
check(startedOutcome?.result == "Ada", "start(_:onEnd:) and FlowHandle.finish")
let awaited = NameFlow()
let running = Task { await app.run(awaited) }
if await settle(until: { app.state.top == AnyRoute(ProfileRoute.editName) }) {
  awaited.save("Grace")
  check(await running.value.result == "Grace", "run(_:)")
} else {
  check(false, "run(_:): the flow's sheet never showed")
}

// A screen's result: pushed expecting a value, completed by the screen's module.
let desk = Item(id: 8, name: "Desk")
let asking = Task { await home.push(.item(desk), expecting: String.self) }
if await settle(until: { app.state.top == AnyRoute(HomeRoute.item(desk)) }) {
  home.complete(with: "renamed")
  check(await asking.value.result == "renamed", "push(_:expecting:) and complete(with:)")
} else {
  check(false, "push(_:expecting:): the screen never showed")
}

// Dialogs: the alert's buttons, answered through the router.
_ = app.present(AppDialog.confirmSignOut, style: .alert)
let alert = try! app.topDialog(using: catalog)
check(
  alert.map { app.choose($0.buttons[0]).isApplied } == true && signOutsConfirmed == 1,
  "topDialog(using:), DialogButton and choose")

// Links as apps receive them: parse and print closures that build routes and payloads, each
// route placed where the composition root said.
let appLinks = catalog.appLinks(origins: LinkOrigins(schemes: ["myapp"], hosts: ["example.com"]))
let shelf = HomeRoute.item(Item(id: 9, name: "Shelf"))
check(
  app.open("https://example.com/home/item/9/Shelf", using: appLinks)?.isApplied == true
    && app.state.top == AnyRoute(shelf), "open(_:using:) a universal link")
check(app.open("myapp://profile/1", using: appLinks)?.isApplied == true, "a custom-scheme link")
check(app.open("https://elsewhere.example/home", using: appLinks) == nil, "a link not the app's")
check(app.show(HomeRoute.feed, using: appLinks).isApplied, "show(_:using:)")
check(
  (try? appLinks.link(for: shelf)) == "https://example.com/home/item/9/Shelf", "link(for:)")

// Restoration: the catalog's keys, a migration hook, a save and a restore.
let restoration = catalog.restoration(version: 2) { key, _ in
  key == "dashboard" ? .rename("home") : .keep
}
do {
  let saved = try app.savedJSON(using: restoration)
  let before = app.state
  app.setState(signedIn)
  let restored = try app.readSavedJSON(saved, using: restoration, policy: .strict)
  check(app.restore(restored).isApplied && app.state == before, "savedJSON and restore")
} catch {
  check(false, "restoration: \(error)")
}

// A host following the router.
let host = LogHost()
let driver = HostDriver(host: host)
await driver.show(app.state)
check(host.log.first == "replace", "HostDriver and a NavigationHost")

// Events: every change so far, read as an async sequence.
let reading = Task {
  var seen = 0
  for await _ in events {
    seen += 1
    if seen == 5 { break }
  }
  return seen
}
check(await reading.value == 5, "events()")

check(issues.count == 1, "issues: \(issues.count) reported (the denied request)")
print(failures == 0 ? "every check passed" : "\(failures) checks failed")
exit(failures == 0 ? 0 : 1)

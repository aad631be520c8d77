import ModuleRouting
import TestFixtures

/// How many times the root path's storage moved while `app` pushed `count` routes one by one:
/// a copy of the stack, or the array growing.
@MainActor
func storageMoves(pushing count: Int, on app: AppRouter) -> Int {
  bufferChanges(
    steps: count, of: { app.state.path.bufferAddress },
    each: { index in app.navigate(to: CountingRoute(id: index)) })
}

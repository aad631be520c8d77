/// Every workload the issue lists, in order, including the ones later issues fill in.
///
/// A later issue turns its pending entry into `.measured` with a workload of its own; the
/// runner, the report and the summary need no other change.
@MainActor
enum WorkloadCatalog {
  enum Entry {
    /// A workload made (its fixtures built) only when it runs.
    case measured(id: String, make: @MainActor () -> Workload)
    case pending(PendingWorkload)

    var id: String {
      switch self {
      case .measured(let id, _): id
      case .pending(let pending): pending.id
      }
    }
  }

  static let entries: [Entry] = [
    .measured(id: "1", make: PushPopWorkload.make),
    .measured(id: "2", make: RouterWorkload.make),
    .measured(id: "3", make: ReadBackWorkload.make),
    .measured(id: "3b", make: ReadPathWorkload.make),
    .measured(id: "4", make: ScreenResolutionWorkload.make),
    .measured(id: "5a", make: PopToWorkload.make),
    .measured(id: "5b", make: SetPathWorkload.make),
    .measured(id: "5c", make: PathEqualityWorkload.make),
    .measured(id: "6b", make: RestorationWorkload.make),
    .measured(id: "6c", make: RestorationWorkload.makeTabs),
    .measured(id: "7a", make: TreePushPopWorkload.make),
    .measured(id: "7b", make: TreeScaleWorkload.make),
    .measured(id: "7c", make: TreeObservationWorkload.make),
    .measured(id: "7d", make: StaleSlicesWorkload.make),
    .measured(id: "8a", make: FlowLifecycleWorkload.make),
    .measured(id: "8b", make: RunningFlowWorkload.makeOne),
    .measured(id: "8c", make: RunningFlowWorkload.makeNested),
    .measured(id: "9a", make: GuardWorkload.make),
    .measured(id: "9b", make: EventsWorkload.make),
    .measured(id: "10a", make: DeepLinkMatchingWorkload.make),
    .measured(id: "10c", make: DeepLinkMatchingWorkload.makeFiveThousand),
    .measured(id: "11", make: FlightRecorderWorkload.make),
    .measured(id: "11b", make: FlightRecorderDepthWorkload.make),
    .measured(id: "12", make: TreeMemoryWorkload.make),
  ]
}

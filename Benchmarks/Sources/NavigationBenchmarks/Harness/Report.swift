/// Prints results as Markdown tables, readable in a terminal and pasted as is into RESULTS.md.
enum Report {
  /// Prints one workload: its contenders, then its figures.
  static func show(_ result: WorkloadResult) {
    let workload = result.workload
    emit("### \(workload.id). \(workload.title)")
    emit("")
    for note in workload.notes { emit(note) }
    if !workload.notes.isEmpty { emit("") }
    emit("| contender | ns/op | allocs/op |")
    emit("| --- | ---: | ---: |")
    for contender in result.contenders {
      let time = nanoseconds(Statistics(contender.samples).median)
      let allocated = contender.allocationsPerOperation.map(allocations) ?? "n/a"
      emit("| \(contender.label) | \(time) | \(allocated) |")
    }
    emit("")
    emit("| figure | median (IQR) | target | status |")
    emit("| --- | ---: | --- | --- |")
    for check in result.checks { emit(row(check)) }
    emit("")
  }

  /// Prints a workload a later issue measures.
  static func show(_ pending: PendingWorkload) {
    emit("### \(pending.id). \(pending.title)")
    emit("")
    emit("not yet measured: added by \(pending.addedBy).")
    emit("")
  }

  /// Prints every figure that has a goal, in one table.
  static func showSummary(_ checks: [WorkloadResult.CheckResult]) {
    let gated = checks.filter { $0.isMet != nil || $0.value == nil }
    guard !gated.isEmpty else { return }
    let met = gated.filter { $0.isMet == true }.count
    emit("### Summary: \(met) of \(gated.count) targets met")
    emit("")
    emit("| # | figure | median (IQR) | target | status |")
    emit("| --- | --- | ---: | --- | --- |")
    for check in gated { emit("| \(check.workloadID) " + row(check)) }
    emit("")
  }

  private static func row(_ result: WorkloadResult.CheckResult) -> String {
    let check = result.check
    let status: String
    switch result.isMet {
    case true?: status = "met"
    case false?: status = "NOT met"
    case nil: status = result.value == nil ? "not measured" : "info"
    }
    return "| \(check.label) | \(valueText(result)) | \(check.goalText) | \(status) |"
  }

  private static func valueText(_ result: WorkloadResult.CheckResult) -> String {
    guard let value = result.value else { return "n/a" }
    let median = result.check.text(value.median)
    if result.check.isCount { return median }
    let spread = fixed(value.lowerQuartile, 2) + "–" + fixed(value.upperQuartile, 2)
    return median + " (" + spread + ")"
  }

  /// Writes a line at once, so a long run shows progress.
  private static func emit(_ line: String) {
    print(line)
  }
}

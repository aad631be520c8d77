import Foundation

/// What a scene does as it launches, decided in UI-free code: the saved tree is restored
/// first, and a link that arrives before that is kept until it is done, then opened on the
/// restored tree — never opened first and then overwritten by the restoration. The last
/// ``maxWaitingLinks`` links are kept; an older one is dropped and reported.
///
/// A host feeds it what happens — the scene's first appearance, each link — and performs the
/// steps it returns, in order:
///
/// ```swift
/// var launch = SceneLaunch(saved: sceneStorage)
/// for step in launch.linkArrived(url) { perform(step) }  // [] — kept
/// for step in launch.appeared() { perform(step) }        // [.restore(data), .open(url)]
/// ```
public struct SceneLaunch: Hashable, Sendable {
  /// One thing to do.
  public enum Step: Hashable, Sendable {
    /// Restore the tree saved as this data.
    case restore(Data)
    /// Open this link.
    case open(String)
    /// Report this issue (``NavigationIssue/report(_:fileID:line:)``): a link was dropped.
    case report(NavigationIssue)
    /// Save the tree: the scene left the foreground after it launched.
    case save
  }

  /// The most links kept while the scene launches: when more arrive, the oldest is dropped.
  public static let maxWaitingLinks = 8

  /// The saved tree, until it is restored; `nil` when there is none.
  private var saved: Data?
  /// Whether the scene appeared, so the restoration is done.
  private var launched = false
  /// The links that arrived before, in order: the last ``maxWaitingLinks``.
  private var waiting: [String] = []

  /// The launch of a scene that saved `saved` (`nil`: nothing to restore).
  public init(saved: Data?) {
    self.saved = saved
  }

  /// The scene appeared: the restoration, then the links that waited for it. Later
  /// appearances do nothing.
  public mutating func appeared() -> [Step] {
    guard !launched else { return [] }
    launched = true
    let restore = saved.map { [Step.restore($0)] } ?? []
    saved = nil
    defer { waiting = [] }
    return restore + waiting.map(Step.open)
  }

  /// Whether the scene has launched, so its tree may be saved: saving before the restoration
  /// would write the initial tree over the one to restore.
  public var mayBeSaved: Bool {
    launched
  }

  /// Whether the scene shows its tree yet: not while a saved tree waits to be restored, so the
  /// first frame never shows the initial tree the restoration then replaces. A host shows a
  /// blank placeholder until then, and applies the restoration without animation.
  public var showsTree: Bool {
    launched || saved == nil
  }

  /// A link arrived: opened now once the scene has launched, kept until then — the last
  /// ``maxWaitingLinks`` of them: when one more arrives, the oldest kept is dropped, and
  /// reported (a refusal naming the link and how many later links were kept).
  public mutating func linkArrived(_ link: String) -> [Step] {
    guard launched else {
      waiting.append(link)
      guard waiting.count > Self.maxWaitingLinks else { return [] }
      let dropped = waiting.removeFirst()
      return [.report(.refused(.linkDroppedBeforeLaunch(dropped, kept: Self.maxWaitingLinks)))]
    }
    return [.open(link)]
  }

  /// The scene became active, or left the foreground (`isActive` false): once it launched, its
  /// tree is saved each time it leaves; before, saving would write the initial tree over the
  /// one to restore.
  public mutating func phaseChanged(isActive: Bool) -> [Step] {
    isActive || !launched ? [] : [.save]
  }
}

extension NavigationRefusal {
  /// A link that arrived before its scene launched and was dropped, as `kept` later links
  /// arrived before the launch too: a scene opens only the last ``SceneLaunch/maxWaitingLinks``.
  package static func linkDroppedBeforeLaunch(_ link: String, kept: Int) -> Self {
    Self(reason: DroppedLink(link: link, kept: kept))
  }
}

/// The reason of ``NavigationRefusal/linkDroppedBeforeLaunch(_:kept:)``.
private struct DroppedLink: Hashable, Sendable, CustomStringConvertible {
  let link: String
  let kept: Int

  var description: String {
    "the link \(link.debugDescription) was dropped: it waited for the scene to launch with "
      + "\(kept) later links, and only the last \(kept) are kept"
  }
}

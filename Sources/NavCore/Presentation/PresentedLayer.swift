/// A layer presented over a stack — a sheet, a full-screen cover, a popover, an alert or a
/// confirmation dialog — with a navigation state of its own.
///
/// The layer's ``state`` has the presented route as its root, what is pushed inside the layer
/// as its path, and the next layer up as its ``NavigationState/presented``: a sheet with a
/// stack that shows an alert is three values inside each other.
///
/// ```swift
/// let sheet = PresentedLayer(ExerciseDestination.add, style: .sheet)
/// sheet.route   // AnyRoute(ExerciseDestination.add)
/// ```
///
/// A layer is a value; its state sits in a small copy-on-write box, so a state that presents
/// nothing costs one empty optional, and two layers sharing a box compare equal at once.
public struct PresentedLayer: Hashable, Sendable {
  private var box: LayerBox

  /// A layer showing `state` with `style`.
  ///
  /// - Parameters:
  ///   - style: How the layer is shown.
  ///   - state: The layer's own navigation state; its root is the presented route.
  public init(_ style: PresentationStyle, state: NavigationState) {
    box = LayerBox(style: style, state: state)
  }

  /// A layer showing `route` with nothing pushed in it.
  ///
  /// - Parameters:
  ///   - route: The presented route.
  ///   - style: How the layer is shown.
  public init<Route: Hashable & Sendable>(_ route: Route, style: PresentationStyle) {
    self.init(style, state: NavigationState(root: route))
  }

  /// How the layer is shown.
  public var style: PresentationStyle {
    get { box.style }
    set {
      makeBoxUnique()
      box.style = newValue
    }
  }

  /// The layer's own navigation state: the presented route as its root, what is pushed inside
  /// the layer, and what the layer presents in turn.
  public var state: NavigationState {
    _read { yield box.state }
    _modify {
      makeBoxUnique()
      yield &box.state
    }
  }

  /// The presented route: the root of the layer's state.
  public var route: AnyRoute {
    box.state.root
  }

  /// Copies the box first if another layer shares it, so a change stays in this one.
  private mutating func makeBoxUnique() {
    if !isKnownUniquelyReferenced(&box) {
      box = LayerBox(style: box.style, state: box.state)
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box === rhs.box || (lhs.box.style == rhs.box.style && lhs.box.state == rhs.box.state)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(box.style)
    hasher.combine(box.state)
  }
}

/// The storage of a ``PresentedLayer``, shared between copies until one of them changes.
///
/// Why a class: a layer holds a whole ``NavigationState``, which holds layers, so the value
/// needs storage of its own; a box written in place when only one value holds it keeps a
/// change to a layer's stack from copying the tree under it, as an array's buffer does. It is
/// a value's copy-on-write storage, not state shared between owners: no two values ever see
/// each other's writes. Why `@unchecked`: its properties must be variables to be written in
/// place, and a class with variables cannot be checked `Sendable`.
///
/// Why it is safe: a box is never mutated while shared. The class is private to this file, and
/// only `PresentedLayer.box`, itself private, holds one. Its two writers, the `style` setter
/// and the `state` modify accessor, both go through `PresentedLayer.makeBoxUnique()`, which
/// first replaces a box that is not uniquely referenced with a copy. A uniquely referenced box
/// is reachable from one value only, and a value is used by one thread at a time (sending it
/// to another thread copies the value, which retains the box, so the box is no longer unique).
/// Every other access only reads. Exclusivity is checked at run time, as everywhere.
private final class LayerBox: @unchecked Sendable {
  var style: PresentationStyle
  var state: NavigationState

  init(style: PresentationStyle, state: NavigationState) {
    self.style = style
    self.state = state
  }
}

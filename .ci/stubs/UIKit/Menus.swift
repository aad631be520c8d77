// Part of the UIKit stand-in for type-checking on Linux; UIKit.swift says what each declaration
// is checked against. Here: menus and actions, for the back button's menu and action.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The UIKit stand-in is for type-checking on Linux only; use the real UIKit here.")
#else

  // https://developer.apple.com/documentation/uikit/uimenuelement (doc page read; UIMenuElement.h
  // not stored): `@MainActor class UIMenuElement`; iOS 13.0, tvOS 13.0, visionOS 1.0. "You don't
  // create UIMenuElement objects directly", so the stand-in's initializer is internal.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  @MainActor
  open class UIMenuElement {
    init(title: String) { elementTitle = title }

    // https://developer.apple.com/documentation/uikit/uimenuelement/title — named by the class
    // page ("The title of the menu element."); read-only on the element, settable on a leaf
    // (UIMenuLeaf.h, page at offset 0: `@property (nonatomic, copy) NSString *title;`).
    open var title: String { elementTitle }
    var elementTitle: String
  }

  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  extension UIMenuElement {
    // https://developer.apple.com/documentation/uikit/uimenuelement/attributes (doc page read):
    // `struct Attributes`, an option set: destructive, disabled, hidden (iOS 13.0, tvOS 13.0)
    // and keepsMenuPresented (iOS 16.0, left out). The raw values are not on the pages; the
    // stand-in's are its own.
    public struct Attributes: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }

      // https://developer.apple.com/documentation/uikit/uimenuelement/attributes/disabled (doc
      // page read): `static var disabled: UIMenuElement.Attributes { get }`
      public static let disabled = Attributes(rawValue: 1 << 0)
      // https://developer.apple.com/documentation/uikit/uimenuelement/attributes/destructive
      public static let destructive = Attributes(rawValue: 1 << 1)
      // https://developer.apple.com/documentation/uikit/uimenuelement/attributes/hidden
      public static let hidden = Attributes(rawValue: 1 << 2)
    }
  }

  // UIMenu.h, page at offset 0: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos)
  // NS_SWIFT_UI_ACTOR @interface UIMenu : UIMenuElement` — not marked for tvOS, so tvOS has it.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  @MainActor
  open class UIMenu: UIMenuElement {
    // UIKit.swiftinterface, page at offset 192000: `@available(iOS 13.0, tvOS 14.0, *) extension
    // UIMenu { @_disfavoredOverload @_Concurrency.MainActor @preconcurrency convenience public
    // init(title: Swift.String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
    // options: UIMenu.Options = [], children: [UIMenuElement] = [])` (iOS 15 adds `subtitle:`
    // after `title:`, iOS 16 `preferredElementSize:` before `children:`). A subset: `image:` and
    // `identifier:` left out, so every call written against it calls the real initializer too.
    // The header's own `menuWithTitle:children:` is `NS_SWIFT_UNAVAILABLE("Use
    // init(title:image:identifier:options:children:) instead")`.
    @available(iOS 13.0, tvOS 14.0, *)
    public init(title: String = "", options: UIMenu.Options = [], children: [UIMenuElement] = []) {
      self.options = options
      self.children = children
      super.init(title: title)
    }

    // UIMenu.h, page at offset 0: `@property (nonatomic, readonly) UIMenuOptions options;`
    public let options: UIMenu.Options

    // Same page: `@property (nonatomic, readonly) NSArray<UIMenuElement *> *children;`
    public let children: [UIMenuElement]
  }

  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  extension UIMenu {
    // UIMenu.h, page at offset 0: `typedef NS_OPTIONS(NSUInteger, UIMenuOptions) {
    // UIMenuOptionsDisplayInline = 1 << 0, UIMenuOptionsDestructive = 1 << 1,
    // UIMenuOptionsSingleSelection API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(watchos) = 1 << 5,
    // UIMenuOptionsDisplayAsPalette API_AVAILABLE(ios(17.0)) API_UNAVAILABLE(watchos) = 1 << 7,
    // } NS_SWIFT_NAME(UIMenu.Options) API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos);` — the
    // first two.
    public struct Options: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }

      public static let displayInline = Options(rawValue: 1 << 0)
      public static let destructive = Options(rawValue: 1 << 1)
    }
  }

  // https://developer.apple.com/documentation/uikit/uiactionhandler (doc page read):
  // `typealias UIActionHandler = (UIAction) -> Void`
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  public typealias UIActionHandler = (UIAction) -> Void

  // https://developer.apple.com/documentation/uikit/uiaction (doc page read; UIAction.h not
  // stored): `@MainActor class UIAction`; iOS 13.0, tvOS 13.0, visionOS 1.0.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  @MainActor
  open class UIAction: UIMenuElement {
    // UIKit.swiftinterface, page at offset 192000: `@available(iOS 13.0, tvOS 14.0, *) extension
    // UIAction { @_disfavoredOverload @_Concurrency.MainActor @preconcurrency convenience public
    // init(title: Swift.String = "", image: UIImage? = nil, identifier: UIAction.Identifier? =
    // nil, discoverabilityTitle: Swift.String? = nil, attributes: UIMenuElement.Attributes = [],
    // state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)` (iOS 15 adds
    // `subtitle:`, iOS 17 `selectedImage:`, both defaulted). A subset: `title:`, `attributes:`
    // and `handler:` in the real order.
    @available(iOS 13.0, tvOS 14.0, *)
    public init(
      title: String = "", attributes: UIMenuElement.Attributes = [],
      handler: @escaping UIActionHandler
    ) {
      self.attributes = attributes
      super.init(title: title)
    }

    // UIMenuLeaf.h, page at offset 0 (UIAction adopts UIMenuLeaf, iOS 16): `@property
    // (nonatomic, copy) NSString *title;`
    open override var title: String {
      get { elementTitle }
      set { elementTitle = newValue }
    }

    // UIMenuLeaf.h, page at offset 0: `/// The element's attributes. @property (nonatomic)
    // UIMenuElementAttributes attributes;` (UIAction has it from iOS 13:
    // https://developer.apple.com/documentation/uikit/uiaction/attributes, unchecked)
    open var attributes: UIMenuElement.Attributes
  }
#endif

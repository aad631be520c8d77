// The one file of the deep-link code that needs Foundation: `UUID` is Foundation's type, and
// the routes that take one hold that type. FoundationEssentials, where the toolchain has it,
// brings `UUID` without the rest of Foundation.
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension DeepLinkParameters {
  /// A parameter read as a `UUID`, written in its standard form
  /// (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`, in either case).
  public func uuid(_ name: String) throws(DeepLinkError) -> UUID {
    try read(name, as: "UUID") { UUID(uuidString: $0) }
  }

  /// A parameter read as a `UUID`, or `nil` when the link gives none.
  public func uuid(ifPresent name: String) throws(DeepLinkError) -> UUID? {
    contains(name) ? try uuid(name) : nil
  }
}

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// libFuzzer's entry point: one input, read as saved JSON bytes as they are (invalid UTF-8
/// included: the decoder must refuse it), checked against `RestorationProperty`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzState(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  StateCheck.check(Data(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

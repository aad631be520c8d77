/// libFuzzer's entry point: one input, read as a link (invalid UTF-8 repaired, as any `String`
/// made from bytes would be), checked against ``LinkProperty``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLink(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  LinkProperty.check(String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self))
  return 0
}

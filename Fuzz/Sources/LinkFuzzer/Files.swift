#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's bytes as a `String`, invalid UTF-8 repaired as the fuzzer's entry point does.
func readFile(_ path: String) throws -> String {
  guard let file = fopen(path, "rb") else { throw FileError(path: path) }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4_096)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    bytes += buffer[0..<count]
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// Writes `text` to a file.
func writeFile(_ path: String, _ text: String) throws {
  guard let file = fopen(path, "wb") else { throw FileError(path: path) }
  defer { fclose(file) }
  let bytes = Array(text.utf8)
  _ = fwrite(bytes, 1, bytes.count, file)
}

struct FileError: Error {
  let path: String
}

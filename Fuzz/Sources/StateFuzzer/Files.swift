#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's bytes, as they are.
func readFile(_ path: String) throws(FileError) -> [UInt8] {
  guard let file = fopen(path, "rb") else { throw FileError(path: path) }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4_096)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    bytes += buffer[0..<count]
  }
  return bytes
}

/// Writes `bytes` to a file.
func writeFile(_ path: String, _ bytes: [UInt8]) throws(FileError) {
  guard let file = fopen(path, "wb") else { throw FileError(path: path) }
  defer { fclose(file) }
  guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { throw FileError(path: path) }
}

struct FileError: Error {
  let path: String
}

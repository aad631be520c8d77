// Built with -DFUZZING and -sanitize=fuzzer, the executable hands its arguments to libFuzzer.
// Built plainly, it checks the files it is given (a crash or a corpus), or writes seed inputs:
//
//   fuzz-links check FILE...          check each file as one input, and count how each read
//   fuzz-links seeds DIR              write seed links into DIR
//   fuzz-links swift-corpus FILE...   print the corpus test's Swift source for these inputs

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if FUZZING
  @_silgen_name("LLVMFuzzerRunDriver")
  func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  var argc = CommandLine.argc
  var argv = Optional(CommandLine.unsafeArgv)
  exit(runDriver(&argc, &argv) { data, size in fuzzLink(data, size) })
#else
  let arguments = Array(CommandLine.arguments.dropFirst())
  switch arguments.first {
  case "check":
    var outcomes: [LinkProperty.Outcome: Int] = [:]
    for path in arguments.dropFirst() {
      outcomes[LinkProperty.check(try readFile(path)), default: 0] += 1
    }
    print(
      "checked \(arguments.count - 1) input(s): \(outcomes[.refused] ?? 0) refused, "
        + "\(outcomes[.readAndPrinted] ?? 0) read as a route that prints back, "
        + "\(outcomes[.readNotPrinted] ?? 0) read as a route that does not print")
  case "swift-corpus":
    var inputs: [String] = []
    for path in arguments.dropFirst() {
      inputs.append(try readFile(path))
    }
    print(
      CorpusSource.make(inputs.sorted { ($0.utf8.count, $0) < ($1.utf8.count, $1) }), terminator: ""
    )
  case "seeds" where arguments.count == 2:
    let seeds = Seeds.make()
    for (index, seed) in seeds.enumerated() {
      try writeFile(arguments[1] + "/seed-\(index)", seed)
    }
    print("wrote \(seeds.count) seeds")
  default:
    print("usage: fuzz-links check FILE... | seeds DIR | swift-corpus FILE...")
    exit(2)
  }
#endif

// Built with -DFUZZING and -sanitize=fuzzer, the executable hands its arguments to libFuzzer.
// Built plainly, it checks the files it is given (a crash or a corpus), or writes seed inputs:
//
//   fuzz-state check FILE...          check each file as one input
//   fuzz-state seeds DIR              write seed inputs into DIR
//   fuzz-state kept DIR               write the inputs the corpus test keeps into DIR
//   fuzz-state swift-corpus FILE...   print the corpus test's Swift source for these inputs

import LinkFixtures

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
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
  exit(runDriver(&argc, &argv) { data, size in fuzzState(data, size) })
#else
  let arguments = Array(CommandLine.arguments.dropFirst())
  switch arguments.first {
  case "check":
    var outcomes: [RestorationProperty.Outcome: Int] = [:]
    for path in arguments.dropFirst() {
      outcomes[StateCheck.check(Data(try readFile(path))), default: 0] += 1
    }
    print(
      "checked \(arguments.count - 1) input(s): \(outcomes[.restored] ?? 0) restored,"
        + " \(outcomes[.restoredLeniently] ?? 0) restored leniently only,"
        + " \(outcomes[.refused] ?? 0) refused")
  case "swift-corpus":
    var inputs: [[UInt8]] = []
    for path in arguments.dropFirst() {
      inputs.append(try readFile(path))
    }
    print(
      CorpusSource.make(
        inputs.sorted {
          $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1)
        }),
      terminator: "")
  case "seeds" where arguments.count == 2:
    let seeds = try Seeds.make()
    for (index, seed) in seeds.enumerated() {
      try writeFile(arguments[1] + "/seed-\(index)", seed)
    }
    print("wrote \(seeds.count) seeds")
  case "kept" where arguments.count == 2:
    // `StateFuzzCorpus.swift` links to the corpus test's inputs.
    for (index, input) in stateFuzzCorpus.enumerated() {
      try writeFile(arguments[1] + "/kept-\(index)", input)
    }
    print("wrote \(stateFuzzCorpus.count) inputs")
  default:
    print("usage: fuzz-state check FILE... | seeds DIR | kept DIR | swift-corpus FILE...")
    exit(2)
  }
#endif

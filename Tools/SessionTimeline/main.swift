@_spi(Benchmarks) import ComposableArchitectureRecording
import Foundation

// Prints a session recording (from `Reducer.record(to:)`) as a timeline of actions and state
// changes:
//
//   swift run session-timeline session.jsonl

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first, arguments.count == 1 else {
  FileHandle.standardError.write(Data("usage: session-timeline <recording.jsonl>\n".utf8))
  exit(2)
}
do {
  let data = try Data(contentsOf: URL(fileURLWithPath: path))
  print(try ComposableArchitectureRecording.SessionTimeline.render(data))
} catch {
  FileHandle.standardError.write(Data("session-timeline: \(path): \(error)\n".utf8))
  exit(1)
}

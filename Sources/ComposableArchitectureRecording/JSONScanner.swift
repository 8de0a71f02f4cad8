import ComposableArchitecture
import Foundation

/// A linear-time JSON reader for recordings: checks a line's syntax and UTF-8, finds the values of
/// its top-level keys, and re-indents a value for display, without building a tree.
///
/// Recordings are written with sorted keys, so re-indenting a value prints what a pretty-printing
/// encoder would, at a fraction of the cost of decoding and re-encoding a large state.
struct JSONScanner {
  /// Why a line is not JSON, and where.
  struct Failure: Error, Equatable {
    /// The offset of the offending byte, from 0.
    let offset: Int
    let reason: String

    var description: String {
      "invalid JSON at byte \(offset + 1): \(reason)"
    }
  }

  /// Nesting deeper than this is refused rather than risking the stack.
  static let maximumDepth = 512

  private let bytes: [UInt8]
  private var index = 0
  private var output: [UInt8] = []
  /// Where each printed line after the first starts in `output`.
  private var lineStarts: [Int] = []
  private var isPrinting = false

  init(_ bytes: some Sequence<UInt8>) {
    self.bytes = Array(bytes)
  }

  /// The byte ranges of the values of a top-level object's keys, after checking the whole line.
  static func topLevelValues(of data: some Sequence<UInt8>) throws(Failure) -> [String: Range<Int>]
  {
    var scanner = JSONScanner(data)
    try scanner.checkUTF8()
    return try scanner.topLevelObject()
  }

  /// A value re-indented by two spaces per level, `"key" : value` in objects; empty containers
  /// print as `{}` and `[]`.
  static func pretty(_ bytes: some Sequence<UInt8>) throws(Failure) -> String {
    var scanner = JSONScanner(bytes)
    scanner.isPrinting = true
    try scanner.wholeValue()
    return String(decoding: scanner.output, as: UTF8.self)
  }

  /// ``pretty(_:)``'s lines, as slices of one buffer: no string per line.
  static func prettyLines(_ bytes: some Sequence<UInt8>) throws(Failure) -> [ArraySlice<UInt8>] {
    var scanner = JSONScanner(bytes)
    scanner.isPrinting = true
    try scanner.wholeValue()
    let output = scanner.output
    var lines: [ArraySlice<UInt8>] = []
    lines.reserveCapacity(scanner.lineStarts.count + 1)
    var start = 0
    for next in scanner.lineStarts {
      lines.append(output[start..<(next - 1)])
      start = next
    }
    lines.append(output[start...])
    return lines
  }

  /// Checks that the whole line is valid JSON, UTF-8 included.
  static func validate(_ data: some Sequence<UInt8>) throws(Failure) {
    var scanner = JSONScanner(data)
    try scanner.checkUTF8()
    try scanner.wholeValue()
  }

  /// One value and nothing after it.
  private mutating func wholeValue() throws(Failure) {
    try value(depth: 0, indent: 0)
    try end()
  }

  private mutating func end() throws(Failure) {
    skipWhitespace()
    guard index == bytes.count else {
      throw Failure(offset: index, reason: "unexpected content after the value")
    }
  }

  private func checkUTF8() throws(Failure) {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
      case .emptyInput:
        return
      case .error:
        throw Failure(offset: offset, reason: "invalid UTF-8")
      }
    }
  }

  private mutating func topLevelObject() throws(Failure) -> [String: Range<Int>] {
    skipWhitespace()
    try expect(UInt8(ascii: "{"), "expected an object")
    var values: [String: Range<Int>] = [:]
    skipWhitespace()
    if peek == UInt8(ascii: "}") {
      index += 1
    } else {
      while true {
        skipWhitespace()
        let keyStart = index
        try string()
        let key = String(decoding: bytes[(keyStart + 1)..<(index - 1)], as: UTF8.self)
        skipWhitespace()
        try expect(UInt8(ascii: ":"), "expected \":\" after a key")
        skipWhitespace()
        let valueStart = index
        try value(depth: 1, indent: 0)
        values[key] = valueStart..<index
        skipWhitespace()
        if peek == UInt8(ascii: ",") {
          index += 1
          continue
        }
        try expect(UInt8(ascii: "}"), "expected \",\" or \"}\" in an object")
        break
      }
    }
    try end()
    return values
  }

  private var peek: UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  private mutating func skipWhitespace() {
    while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      index += 1
    }
  }

  private mutating func expect(_ byte: UInt8, _ reason: String) throws(Failure) {
    guard peek == byte else { throw unexpected(reason) }
    index += 1
  }

  private func unexpected(_ reason: String) -> Failure {
    guard let byte = peek else { return Failure(offset: index, reason: "\(reason), found the end") }
    let shown = byte >= 0x20 && byte < 0x7F ? "\"\(Character(UnicodeScalar(byte)))\"" : "byte \(byte)"
    return Failure(offset: index, reason: "\(reason), found \(shown)")
  }

  private mutating func emit(_ byte: UInt8) {
    if isPrinting { output.append(byte) }
  }

  private mutating func emit(_ range: Range<Int>) {
    if isPrinting { output.append(contentsOf: bytes[range]) }
  }

  private mutating func newline(_ indent: Int) {
    guard isPrinting else { return }
    output.append(0x0A)
    lineStarts.append(output.count)
    output.append(contentsOf: repeatElement(0x20, count: indent * 2))
  }

  private mutating func value(depth: Int, indent: Int) throws(Failure) {
    guard depth < Self.maximumDepth else {
      throw Failure(offset: index, reason: "nested more than \(Self.maximumDepth) levels deep")
    }
    skipWhitespace()
    switch peek {
    case UInt8(ascii: "{"):
      try container(close: UInt8(ascii: "}"), isObject: true, depth: depth, indent: indent)
    case UInt8(ascii: "["):
      try container(close: UInt8(ascii: "]"), isObject: false, depth: depth, indent: indent)
    case UInt8(ascii: "\""):
      let start = index
      try string()
      emit(start..<index)
    case UInt8(ascii: "t"):
      try literal("true")
    case UInt8(ascii: "f"):
      try literal("false")
    case UInt8(ascii: "n"):
      try literal("null")
    case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte):
      try number()
    default:
      throw unexpected("expected a value")
    }
  }

  private mutating func container(
    close: UInt8, isObject: Bool, depth: Int, indent: Int
  ) throws(Failure) {
    emit(bytes[index])
    index += 1
    skipWhitespace()
    if peek == close {
      index += 1
      emit(close)
      return
    }
    while true {
      newline(indent + 1)
      skipWhitespace()
      if isObject {
        let keyStart = index
        try string()
        emit(keyStart..<index)
        skipWhitespace()
        try expect(UInt8(ascii: ":"), "expected \":\" after a key")
        if isPrinting { output.append(contentsOf: " : ".utf8) }
      }
      try value(depth: depth + 1, indent: indent + 1)
      skipWhitespace()
      if peek == UInt8(ascii: ",") {
        index += 1
        emit(UInt8(ascii: ","))
        continue
      }
      guard peek == close else {
        throw unexpected(
          isObject ? "expected \",\" or \"}\" in an object" : "expected \",\" or \"]\" in an array"
        )
      }
      index += 1
      newline(indent)
      emit(close)
      return
    }
  }

  private mutating func string() throws(Failure) {
    try expect(UInt8(ascii: "\""), "expected a string")
    while let byte = peek {
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return
      case UInt8(ascii: "\\"):
        guard let escaped = peek else { break }
        index += 1
        if escaped == UInt8(ascii: "u") {
          guard index + 4 <= bytes.count,
            bytes[index..<(index + 4)].allSatisfy({ $0.isHexDigit })
          else { throw Failure(offset: index, reason: "expected four hex digits after \\u") }
          index += 4
        } else if !"\"\\/bfnrt".utf8.contains(escaped) {
          throw Failure(offset: index - 1, reason: "unknown escape in a string")
        }
      case 0..<0x20:
        throw Failure(offset: index - 1, reason: "control character in a string")
      default:
        continue
      }
    }
    throw Failure(offset: index, reason: "unterminated string")
  }

  private mutating func literal(_ word: String) throws(Failure) {
    let word = Array(word.utf8)
    guard index + word.count <= bytes.count, Array(bytes[index..<(index + word.count)]) == word
    else { throw unexpected("expected a value") }
    emit(index..<(index + word.count))
    index += word.count
  }

  private mutating func number() throws(Failure) {
    let start = index
    if peek == UInt8(ascii: "-") { index += 1 }
    guard let first = peek, (0x30...0x39).contains(first) else {
      throw unexpected("expected a digit")
    }
    while let byte = peek,
      (0x30...0x39).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
        || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    {
      index += 1
    }
    emit(start..<index)
  }
}

extension UInt8 {
  fileprivate var isHexDigit: Bool {
    (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
  }
}

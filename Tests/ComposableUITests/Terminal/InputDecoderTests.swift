import Testing

@testable import ComposableUI

@Suite struct InputDecoderTests {
  /// Decodes `input` with a fresh decoder, in one feed.
  private func decode(_ input: String) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.feed(input.utf8)
  }

  /// Decodes `bytes` with a fresh decoder, in one feed.
  private func decode(_ bytes: [UInt8]) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.feed(bytes)
  }

  private func characters(_ string: String) -> [InputEvent] {
    string.unicodeScalars.map { .key(.character(Character($0))) }
  }

  // MARK: - Keys

  @Test func everyKey() {
    let table: [(String, Key)] = [
      ("\r", .enter), ("\n", .enter), ("\t", .tab), ("\u{1B}[Z", .backTab),
      ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
      ("\u{7F}", .backspace), ("\u{08}", .backspace), ("\u{1B}[3~", .delete),
      ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home),
      ("\u{1B}[4~", .end), ("\u{1B}[8~", .end), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
      ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
      ("\u{1B}OH", .home), ("\u{1B}OF", .end),
      ("a", .character("a")), ("Z", .character("Z")), (" ", .character(" ")),
      ("~", .character("~")), ("\u{01}", .ctrl("a")), ("\u{03}", .ctrl("c")),
      ("\u{1A}", .ctrl("z")),
    ]
    for (input, key) in table {
      #expect(decode(input) == [.key(key)], "\(input.debugDescription)")
    }
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.timeout() == [.key(.escape)])
  }

  @Test func controlLettersAreLowercase() {
    for byte in UInt8(0x01)...0x1A where ![0x08, 0x09, 0x0A, 0x0D].contains(byte) {
      let letter = Character(Unicode.Scalar(byte - 0x01 + UInt8(ascii: "a")))
      #expect(decode([byte]) == [.key(.ctrl(letter))], "byte \(byte)")
    }
  }

  @Test func otherControlCodesUseCaretNotation() {
    #expect(decode([0x00]) == [.key(.ctrl("@"))])
    #expect(
      decode([0x1C, 0x1D, 0x1E, 0x1F]) == [
        .key(.ctrl("\\")), .key(.ctrl("]")), .key(.ctrl("^")), .key(.ctrl("_")),
      ])
  }

  @Test func modifiersAreReportedForTheKeysThatCarryThem() {
    #expect(decode("\u{1B}[1;5A") == [.key(.modified(.up, .control))])
    #expect(decode("\u{1B}[1;2D") == [.key(.modified(.left, .shift))])
    #expect(decode("\u{1B}[3;5~") == [.key(.modified(.delete, .control))])
    #expect(decode("\u{1B}[1;3H") == [.key(.modified(.home, .option))])
    #expect(decode("\u{1B}[6;8~") == [.key(.modified(.pageDown, [.shift, .option, .control]))])
    // A parameter that means no modifier gives the bare key.
    #expect(decode("\u{1B}[1;1B") == [.key(.down)])
  }

  @Test func modifiedKeysRoundTripThroughTheirBytes() {
    for key in [Key.up, .down, .left, .right, .home, .end, .delete, .pageUp, .pageDown] {
      for modifiers in [EventModifiers.shift, .option, .control, [.option, .control]] {
        let modified = Key.modified(key, modifiers)
        #expect(decode(String(decoding: modified.bytes, as: UTF8.self)) == [.key(modified)])
      }
    }
    #expect(Key.modified(.up, .option).withoutModifiers == .up)
  }

  @Test func severalKeysInOneFeed() {
    #expect(
      decode("ab\u{1B}[Bc\r") == [
        .key(.character("a")), .key(.character("b")), .key(.down), .key(.character("c")),
        .key(.enter),
      ])
    // A terminal in raw mode may send CR LF for one Return; each byte is an Enter.
    #expect(decode("\r\n") == [.key(.enter), .key(.enter)])
  }

  // MARK: - UTF-8

  @Test func multiByteCharacters() {
    #expect(decode("é日本語👍") == characters("é日本語👍"))

    // Split byte by byte across feeds.
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    for byte in "日本語👍".utf8 {
      events += decoder.feed([byte])
    }
    #expect(events == characters("日本語👍"))
    #expect(!decoder.hasPendingInput)

    let emoji = Array("👍".utf8)
    #expect(decoder.feed(emoji[..<2]) == [])
    #expect(decoder.hasPendingInput)
    #expect(decoder.feed(emoji[2...]) == [.key(.character("👍"))])
  }

  @Test func eachScalarIsItsOwnCharacter() {
    let events = decode("e\u{301}👍🏽")
    #expect(events == characters("e\u{301}👍🏽"))
    // Appended to a String, they join into graphemes again.
    var text = ""
    for case .key(.character(let character)) in events { text.append(character) }
    #expect(text == "é👍🏽")
    #expect(text.count == 2)
  }

  @Test func invalidUTF8IsDropped() {
    // Stray continuation, overlong leads, past U+10FFFF.
    #expect(decode([0x80, 0xBF, 0xC0, 0xC1, 0xF5, 0xFF, 0x61]) == [.key(.character("a"))])
    // A scalar cut short by an ASCII byte: the byte still counts.
    #expect(decode([0xE6, 0x97, 0x61]) == [.key(.character("a"))])
    // Overlong, surrogate, and past-the-end second bytes.
    #expect(decode([0xE0, 0x80, 0x80, 0x62]) == [.key(.character("b"))])
    #expect(decode([0xED, 0xA0, 0x80, 0x63]) == [.key(.character("c"))])
    #expect(decode([0xF4, 0x90, 0x80, 0x80, 0x64]) == [.key(.character("d"))])
    // A C1 control encoded in UTF-8 is no character.
    #expect(decode([0xC2, 0x85, 0x65]) == [.key(.character("e"))])
    // A scalar cut short by ESC: the sequence still decodes.
    #expect(decode([0xE6, 0x1B, 0x5B, 0x41]) == [.key(.up)])
  }

  @Test func partialScalarIsDroppedOnTimeout() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0xF0, 0x9F]) == [])
    #expect(decoder.hasPendingInput)
    #expect(decoder.timeout() == [])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.feed([0x91, 0x78]) == [.key(.character("x"))])
  }

  // MARK: - Escape

  @Test func loneEscapeWaitsForTimeout() {
    var decoder = InputDecoder()
    #expect(!decoder.hasPendingInput)
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.hasPendingInput)
    #expect(decoder.timeout() == [.key(.escape)])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.timeout() == [])
  }

  @Test func escapeCompletedByALaterFeed() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.feed("[A".utf8) == [.key(.up)])

    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.feed("[".utf8) == [])
    #expect(decoder.feed("5".utf8) == [])
    #expect(decoder.feed("~".utf8) == [.key(.pageUp)])

    #expect(decoder.feed("\u{1B}O".utf8) == [])
    #expect(decoder.feed("B".utf8) == [.key(.down)])
    #expect(!decoder.hasPendingInput)
  }

  @Test func escapeFollowedByAnotherByteIsEscapeThenThatByte() {
    #expect(decode("\u{1B}x") == [.key(.escape), .key(.character("x"))])
    #expect(decode("\u{1B}\r") == [.key(.escape), .key(.enter)])
    #expect(decode("\u{1B}\u{7F}") == [.key(.escape), .key(.backspace)])
    #expect(decode("\u{1B}日") == [.key(.escape), .key(.character("日"))])

    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B, 0x1B]) == [.key(.escape)])
    #expect(decoder.hasPendingInput)
    #expect(decoder.timeout() == [.key(.escape)])
  }

  @Test func unfinishedSequencesAreDroppedOnTimeout() {
    for input in ["\u{1B}[", "\u{1B}O", "\u{1B}[1;5", "\u{1B}[<0;3", "\u{1B}[200"] {
      var decoder = InputDecoder()
      #expect(decoder.feed(input.utf8) == [])
      #expect(decoder.hasPendingInput, "\(input.debugDescription)")
      #expect(decoder.timeout() == [], "\(input.debugDescription)")
      #expect(!decoder.hasPendingInput)
      #expect(decoder.feed("A".utf8) == [.key(.character("A"))])
    }
  }

  // MARK: - Bracketed paste

  @Test func pasteKeepsNewlinesAndEscapes() {
    let pasted = "line 1\r\nline 2\n\u{1B}\u{1B}[A\tend \u{1B}[201 \u{1B}[20"
    #expect(decode("\u{1B}[200~\(pasted)\u{1B}[201~") == [.paste(pasted)])
  }

  @Test func emptyPaste() {
    #expect(decode("\u{1B}[200~\u{1B}[201~") == [.paste("")])
  }

  @Test func pasteBetweenKeys() {
    #expect(
      decode("a\u{1B}[200~日本\u{1B}[201~\u{1B}[B") == [
        .key(.character("a")), .paste("日本"), .key(.down),
      ])
  }

  @Test func pasteSplitAtEveryPosition() {
    let pasted = "héllo\u{1B}[201x\n日\u{1B}"
    let bytes = Array("\u{1B}[200~\(pasted)\u{1B}[201~z".utf8)
    for split in 0...bytes.count {
      var decoder = InputDecoder()
      var events = decoder.feed(bytes[..<split])
      events += decoder.feed(bytes[split...])
      #expect(events == [.paste(pasted), .key(.character("z"))], "split at \(split)")
    }
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    for byte in bytes {
      events += decoder.feed([byte])
    }
    #expect(events == [.paste(pasted), .key(.character("z"))])
  }

  @Test func pasteReplacesInvalidUTF8() {
    let bytes: [UInt8] =
      Array("\u{1B}[200~a".utf8) + [0xFF, 0xE6, 0x97] + Array("b\u{1B}[201~".utf8)
    #expect(decode(bytes) == [.paste("a\u{FFFD}\u{FFFD}b")])
  }

  @Test func timeoutDoesNotEndAPaste() {
    var decoder = InputDecoder()
    #expect(decoder.feed("\u{1B}[200~slow \u{1B}[2".utf8) == [])
    #expect(decoder.isPasting)
    #expect(!decoder.hasPendingInput)
    #expect(decoder.timeout() == [])
    #expect(decoder.isPasting)
    #expect(decoder.feed("x paste\u{1B}[201~".utf8) == [.paste("slow \u{1B}[2x paste")])
    #expect(!decoder.isPasting)
  }

  @Test func overlongPasteIsCutAndTheRestDecodesAsKeys() {
    var decoder = InputDecoder(maximumPasteLength: 8)
    #expect(
      decoder.feed("\u{1B}[200~abcdefghi\r".utf8) == [
        .paste("abcdefgh"), .key(.character("i")), .key(.enter),
      ])
    #expect(!decoder.isPasting)
    // The late terminator means nothing outside a paste.
    #expect(decoder.feed("\u{1B}[201~x".utf8) == [.key(.character("x"))])
  }

  @Test func overlongPasteIsNotCutInsideAScalar() {
    var decoder = InputDecoder(maximumPasteLength: 4)
    #expect(
      decoder.feed("\u{1B}[200~ab日c".utf8) == [
        .paste("ab"), .key(.character("日")), .key(.character("c")),
      ])
  }

  @Test func overlongPasteKeepsAnEscapeItWasMatching() {
    var decoder = InputDecoder(maximumPasteLength: 4)
    #expect(
      decoder.feed("\u{1B}[200~abc\u{1B}[2\u{1B}[A".utf8) == [
        .paste("abc\u{1B}[2"), .key(.up),
      ])
  }

  @Test func defaultPasteLimitIsOneMebibyte() {
    #expect(InputDecoder().maximumPasteLength == 1_048_576)
  }

  // MARK: - Mouse

  /// The events of one mouse report.
  private func mouse(_ kind: MouseEvent.Kind, button: Int, at column: Int, _ row: Int)
    -> [InputEvent]
  {
    [.mouse(MouseEvent(kind: kind, button: button, column: column, row: row))]
  }

  @Test func mousePressAndRelease() {
    #expect(decode("\u{1B}[<0;10;5M") == mouse(.press, button: 0, at: 9, 4))
    #expect(decode("\u{1B}[<0;10;5m") == mouse(.release, button: 0, at: 9, 4))
    #expect(decode("\u{1B}[<2;1;1M") == mouse(.press, button: 2, at: 0, 0))
    #expect(decode("\u{1B}[<1;300;200m") == mouse(.release, button: 1, at: 299, 199))
    // Control held (16): modifiers are ignored.
    #expect(decode("\u{1B}[<16;2;3M") == mouse(.press, button: 0, at: 1, 2))
  }

  @Test func mouseWheel() {
    #expect(decode("\u{1B}[<64;3;4M") == mouse(.scrollUp, button: 0, at: 2, 3))
    #expect(decode("\u{1B}[<65;3;4M") == mouse(.scrollDown, button: 1, at: 2, 3))
  }

  @Test func mouseReportSplitAcrossFeeds() {
    var decoder = InputDecoder()
    #expect(decoder.feed("\u{1B}[<0;1".utf8) == [])
    #expect(decoder.feed("2;3M".utf8) == mouse(.press, button: 0, at: 11, 2))
  }

  // MARK: - Malformed input

  @Test func malformedAndUnknownSequencesAreDropped() {
    let junk = [
      "\u{1B}[99X", "\u{1B}[?1;2c", "\u{1B}[1;2P", "\u{1B}[15~", "\u{1B}[2~", "\u{1B}[~",
      "\u{1B}[201~", "\u{1B}[1:2A", "\u{1B}[ A", "\u{1B}[?25h", "\u{1B}[I", "\u{1B}OP",
      "\u{1B}Ox", "\u{1B}[<0;1M", "\u{1B}[<0;0;1M", "\u{1B}[<0;1;1X", "\u{1B}[<32;1;1M",
      "\u{1B}[<66;1;1M", "\u{1B}[<64;1;1m", "\u{1B}[<128;1;1M", "\u{1B}[<;1;1M",
      "\u{1B}[<0;1;1;1M", "\u{1B}[99999999999999999999999~", "\u{1B}[123456A",
      "\u{1B}[" + String(repeating: "1", count: 40) + "A",
      "\u{1B}[1" + String(repeating: ";", count: 100) + "B",
    ]
    for sequence in junk {
      #expect(decode(sequence + "x") == [.key(.character("x"))], "\(sequence.debugDescription)")
    }
  }

  @Test func interruptedSequencesGiveWayToWhatInterruptedThem() {
    #expect(decode("\u{1B}[1;\u{01}") == [.key(.ctrl("a"))])
    #expect(decode("\u{1B}[1\u{1B}[B") == [.key(.down)])
    #expect(decode("\u{1B}[12日") == [.key(.character("日"))])
    #expect(decode("\u{1B}O\u{1B}OA") == [.key(.up)])
    #expect(decode("\u{1B}O\r") == [.key(.enter)])
    let long = "\u{1B}[" + String(repeating: "9", count: 40)
    #expect(decode(long + "\u{1B}[C") == [.key(.right)])

    var decoder = InputDecoder()
    #expect(decoder.feed(long.utf8) == [])
    #expect(decoder.hasPendingInput)
    #expect(decoder.timeout() == [])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.feed("9A".utf8) == [.key(.character("9")), .key(.character("A"))])
  }

  // MARK: - Fuzz

  @Test func fuzz() {
    var random = SplitMix64(seed: 0x5EED_CAFE)
    var decoder = InputDecoder()
    // A second decoder with a tiny paste limit, so the fuzz also cuts pastes.
    var cutting = InputDecoder(maximumPasteLength: 16)
    let alphabet: [UInt8] =
      Array("\u{1B}\u{1B}\u{1B}\u{1B}[[[O<;;;~~0123456789MmAZ".utf8)
      + [0x00, 0x0D, 0x7F, 0xE6, 0x97, 0xA5, 0xF0, 0x9F, 0x80, 0xFF]
    let fragments = ["\u{1B}[200~", "\u{1B}[201~", "\u{1B}[<0;3;4M", "\u{1B}[1;5A", "日"]
      .map { Array($0.utf8) }

    for round in 0..<200 {
      var chunk: [UInt8] = []
      for _ in 0..<random.next(below: 48) {
        switch random.next(below: 10) {
        case 0: chunk += fragments[random.next(below: fragments.count)]
        case 1, 2: chunk.append(UInt8(truncatingIfNeeded: random.next()))
        default: chunk.append(alphabet[random.next(below: alphabet.count)])
        }
      }
      let thenTimeout = random.next(below: 4) == 0
      exercise(&decoder, with: chunk, thenTimeout: thenTimeout, round: round)
      exercise(&cutting, with: chunk, thenTimeout: thenTimeout, round: round)
    }

    for var finished in [decoder, cutting] {
      _ = finished.timeout()
      if finished.isPasting {
        _ = finished.feed("\u{1B}[201~".utf8)
      }
      _ = finished.timeout()
      #expect(!finished.isPasting)
      #expect(!finished.hasPendingInput)
      #expect(finished.feed("x".utf8) == [.key(.character("x"))])
    }
  }

  private func exercise(
    _ decoder: inout InputDecoder, with chunk: [UInt8], thenTimeout: Bool, round: Int
  ) {
    for event in decoder.feed(chunk) {
      expectWellFormed(event, round: round)
    }
    guard thenTimeout else { return }
    for event in decoder.timeout() {
      expectWellFormed(event, round: round)
    }
    // Stronger than needed: even mid-paste nothing is pending, since a pause never ends a paste.
    #expect(!decoder.hasPendingInput, "round \(round)")
  }

  private func expectWellFormed(_ event: InputEvent, round: Int) {
    switch event {
    case .key(.character(let character)):
      // Control bytes become named keys or `.ctrl`, never characters.
      let isControl = character.unicodeScalars.contains {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
      }
      #expect(!isControl, "round \(round)")
    case .key(.ctrl(let character)):
      #expect(character.isASCII, "round \(round)")
    case .mouse(let mouse):
      #expect(mouse.column >= 0 && mouse.row >= 0, "round \(round)")
      #expect((0...3).contains(mouse.button), "round \(round)")
    case .key, .paste:
      break
    }
  }
}

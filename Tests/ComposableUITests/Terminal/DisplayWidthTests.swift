import Testing

@testable import ComposableUI

// Literals are typed explicitly (`as String`, `as Character`): a one-character literal could
// otherwise be either, and the tests should say which overload they exercise.
@Suite struct DisplayWidthTests {
  @Test func ascii() {
    #expect(DisplayWidth.of("" as String) == 0)
    #expect(DisplayWidth.of("Hello, world!" as String) == 13)
    #expect(DisplayWidth.of(" " as Character) == 1)
    #expect(DisplayWidth.of("~" as Character) == 1)
  }

  @Test func controlCharactersTakeNoCells() {
    #expect(DisplayWidth.of("\u{07}" as Character) == 0)
    #expect(DisplayWidth.of("\u{7F}" as Character) == 0)
    #expect(DisplayWidth.of("\u{85}" as Character) == 0)
    #expect(DisplayWidth.of("\r\n" as Character) == 0)
    #expect(DisplayWidth.of("a\tb\r\n" as String) == 2)
    #expect(DisplayWidth.of("日\u{1B}本" as String) == 4)
  }

  @Test func japanese() {
    #expect(DisplayWidth.of("日本語のテキスト" as String) == 16)
    #expect(DisplayWidth.of("日" as Character) == 2)
    // Halfwidth katakana are narrow.
    #expect(DisplayWidth.of("ｶﾀｶﾅ" as String) == 4)
  }

  @Test func korean() {
    #expect(DisplayWidth.of("한국어" as String) == 6)
    #expect(DisplayWidth.of("\u{1100}" as Character) == 2)
  }

  @Test func chinese() {
    #expect(DisplayWidth.of("中文" as String) == 4)
    // CJK Extension B, outside the Basic Multilingual Plane.
    #expect(DisplayWidth.of("\u{2000B}" as Character) == 2)
    // The ideographic space is wide, the ideographic full stop too.
    #expect(DisplayWidth.of("\u{3000}。" as String) == 4)
  }

  @Test func fullwidthForms() {
    #expect(DisplayWidth.of("ＡＢ" as String) == 4)
    #expect(DisplayWidth.of("\u{FF60}" as Character) == 2)
    #expect(DisplayWidth.of("\u{FF61}" as Character) == 1)
  }

  @Test func emoji() {
    #expect(DisplayWidth.of("👍" as Character) == 2)
    #expect(DisplayWidth.of("👍" as String) == 2)
    #expect(DisplayWidth.of("🚀🤖" as String) == 4)
    #expect(DisplayWidth.of("⌚" as Character) == 2)
    // With a skin-tone modifier: still one character, two cells.
    #expect(DisplayWidth.of("👍🏽" as String) == 2)
  }

  @Test func flagAndZWJSequencesAreOneWideCharacter() {
    #expect(DisplayWidth.of("🇯🇵" as Character) == 2)
    #expect(DisplayWidth.of("🇯🇵🇫🇷" as String) == 4)
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
    #expect(family.count == 1)
    #expect(DisplayWidth.of(family) == 2)
  }

  @Test func emojiPresentationSelectorMakesItWide() {
    #expect(DisplayWidth.of("❤️" as Character) == 2)
    #expect(DisplayWidth.of("\u{2764}\u{FE0F}" as String) == 2)
    #expect(DisplayWidth.of("\u{2764}" as Character) == 1)
    // A keycap starts with an ASCII digit, yet asks for emoji presentation.
    #expect(DisplayWidth.of("1\u{FE0F}\u{20E3}" as Character) == 2)
  }

  @Test func composedAndDecomposedAccentsAreOneCell() {
    #expect(DisplayWidth.of("\u{E9}" as Character) == 1)
    #expect(DisplayWidth.of("e\u{301}" as Character) == 1)
    #expect(DisplayWidth.of("e\u{301}" as String) == 1)
    #expect(DisplayWidth.of("Cafe\u{301} crème" as String) == 10)
    // A combining mark with nothing to combine with draws over the previous cell.
    #expect(DisplayWidth.of("\u{301}" as Character) == 0)
  }

  @Test func zeroWidthCharacters() {
    #expect(DisplayWidth.of("\u{200B}" as Character) == 0)
    #expect(DisplayWidth.of("\u{200E}" as Character) == 0)
    #expect(DisplayWidth.of("\u{2060}" as Character) == 0)
    #expect(DisplayWidth.of("\u{FEFF}" as Character) == 0)
    #expect(DisplayWidth.of("a\u{200B}b" as String) == 2)
  }

  @Test func mixedStrings() {
    #expect(DisplayWidth.of("a日b👍" as String) == 6)
    #expect(DisplayWidth.of("Swift スイフト" as String) == 14)
    #expect(DisplayWidth.of("OK ✅ done" as String) == 10)
    #expect(DisplayWidth.of("→ 한 ←" as String) == 6)
  }

  @Test func substrings() {
    let text = "xx日本語"
    #expect(DisplayWidth.of(text.dropFirst()) == 7)
    #expect(DisplayWidth.of(text.prefix(2)) == 2)
  }

  @Test func rangeEdges() {
    let cases: [(UInt32, Int)] = [
      (0x10FF, 1), (0x1100, 2), (0x115F, 2),
      (0x2E7F, 1), (0x2E80, 2),
      (0x4DBF, 2), (0x4DC0, 1), (0x4E00, 2), (0x9FFF, 2),
      (0xABFF, 1), (0xAC00, 2), (0xD7A3, 2), (0xD7A4, 1),
      (0x1F2FF, 1), (0x1F300, 2), (0x1F64F, 2), (0x1F650, 1),
      (0x1FAFF, 2), (0x1FB00, 1),
      (0x20000, 2), (0x2FFFD, 2), (0x3FFFD, 2), (0x40000, 1),
    ]
    for (value, width) in cases {
      let scalar = Unicode.Scalar(value)!
      #expect(DisplayWidth.scalarWidth(scalar) == width, "U+\(String(value, radix: 16))")
    }
  }

  @Test func tablesAreSortedAndDisjoint() {
    for table in [DisplayWidth.wideRanges, DisplayWidth.zeroWidthRanges] {
      for (earlier, later) in zip(table, table.dropFirst()) {
        #expect(earlier.upperBound < later.lowerBound, "\(earlier) before \(later)")
      }
    }
  }
}

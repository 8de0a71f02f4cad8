import Testing

@testable import ComposableUI

/// A screen with something of everything a person can reach with keys: a list of rows with
/// buttons and toggles, a text field, a stepper, a picker, and an alert and a sheet to open.
private struct Everything: View {
  @State var name = ""
  @State var count = 0
  @State var flavor = "vanilla"
  @State var isAlertShown = false
  @State var isSheetShown = false
  @State var toggles = Array(repeating: false, count: 40)

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        TextField("Name", text: $name)
        Stepper("Count: \(count)", value: $count, in: 0...10)
      }
      Picker("Flavor", selection: $flavor) {
        Text("Vanilla").tag("vanilla")
        Text("Mint").tag("mint")
      }
      HStack {
        Button("Alert") { isAlertShown = true }
        Button("Sheet") { isSheetShown = true }
      }
      List {
        ForEach(0..<40) { index in
          HStack {
            Text("日本語 row \(index)")
            Toggle("on", isOn: $toggles[index])
          }
        }
      }
    }
    .alert("Hello \(name)", isPresented: $isAlertShown) {
      Button("OK") {}
    }
    .sheet(isPresented: $isSheetShown) {
      VStack {
        Text("Sheet")
        Button("Close") { isSheetShown = false }
      }
    }
  }
}

@MainActor
@Suite struct RendererFuzzTests {
  /// Random bytes (mostly pieces of real key sequences, some garbage) and random resizes, down
  /// to a single cell: the renderer never traps, and the app still works afterwards.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func randomInputAndResizesNeverBreakTheRenderer(seed: UInt64) async {
    var random = SplitMix64(seed: seed)
    let pieces: [[UInt8]] = [
      Array("\t".utf8), Array("\u{1B}[Z".utf8), Array("\r".utf8), Array(" ".utf8),
      Array("\u{1B}[A".utf8), Array("\u{1B}[B".utf8), Array("\u{1B}[C".utf8),
      Array("\u{1B}[D".utf8), Array("\u{1B}[5~".utf8), Array("\u{1B}[6~".utf8), [0x7F],
      Array("\u{1B}[3~".utf8), Array("a".utf8), Array("語".utf8), Array("\u{1B}[<0;5;5M".utf8),
      Array("\u{1B}[<65;3;9M".utf8), Array("\u{1B}[200~pasted 語\u{1B}[201~".utf8), [0x1B],
    ]
    let terminal = TestTerminal(columns: 60, rows: 20)
    terminal.render { Everything() }
    for step in 0..<600 {
      switch random.next(below: 10) {
      case 0:
        terminal.resize(columns: random.next(below: 90) + 1, rows: random.next(below: 30) + 1)
      case 1:
        let garbage = (0..<random.next(below: 12)).map { _ in UInt8(random.next(below: 256)) }
        terminal.feed(garbage)
      default:
        terminal.feed(pieces[random.next(below: pieces.count)])
      }
      if step % 100 == 99 {
        // An Escape, timed out as after a pause: it also ends a sequence left unfinished.
        await terminal.press(.escape)
      }
    }
    terminal.resize(columns: 60, rows: 20)
    terminal.feed(Array("\u{1B}[201~".utf8))  // ends a paste left open by the garbage
    #expect(terminal.frameCount > 0)
    #expect(!terminal.text.isEmpty)
  }
}

import Testing

@testable import ComposableUI

/// A toggle and a text that reads what it sets.
private struct WiFi: View {
  @State var isOn = false

  var body: some View {
    VStack(alignment: .leading) {
      Toggle("Wi-Fi", isOn: $isOn)
      Text(isOn ? "on" : "off")
    }
  }
}

@MainActor
@Suite struct ToggleTests {
  @Test func enterAndSpaceFlipTheBoundValue() async {
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render { WiFi() }
    #expect(terminal.visibleLines == ["[ ] Wi-Fi", "off"])
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["[x] Wi-Fi", "on"])
    await terminal.type(" ")
    #expect(terminal.visibleLines == ["[ ] Wi-Fi", "off"])
    // Other keys do nothing.
    await terminal.type("x")
    await terminal.press(.left)
    #expect(terminal.visibleLines == ["[ ] Wi-Fi", "off"])
  }

  @Test func aLabelBuiltByAClosure() async {
    struct Host: View {
      @State var isMuted = true
      var body: some View {
        Toggle(isOn: $isMuted) {
          HStack {
            Text("Mute")
            Text("(all)")
          }
        }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 3)
    terminal.render { Host() }
    #expect(terminal.visibleLines == ["[x] Mute (all)"])
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["[ ] Mute (all)"])
  }

  @Test func aValueChangedFromOutsideShows() async {
    // The body does not read `isOn`: the toggle watches its binding itself.
    struct Host: View {
      @State var isOn = false
      var body: some View {
        VStack(alignment: .leading) {
          Toggle("Sync", isOn: $isOn)
          Button("reset") { isOn = false }
        }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render { Host() }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["[x] Sync", "[reset]"])
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["[ ] Sync", "[reset]"])
  }

  @Test func aClickFlipsIt() async {
    let terminal = TestTerminal(columns: 9, rows: 2)
    terminal.render { WiFi() }
    await terminal.click(column: 1, row: 0)
    #expect(terminal.visibleLines == ["[x] Wi-Fi", "on"])
  }

  @Test func aDisabledToggleTakesNoFocusAndIgnoresKeys() async {
    struct Host: View {
      @State var isOn = false
      var body: some View {
        VStack(alignment: .leading) {
          Toggle("Locked", isOn: $isOn).disabled(true)
          Button("ok") {}
        }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render { Host() }
    await terminal.press(.tab)
    await terminal.type(" ")
    #expect(terminal.visibleLines == ["[ ] Locked", "[ok]"])

    let probe = TestTerminal(columns: 20, rows: 4)
    probe.render { Host() }
    #expect(probe.style(of: "[ ] Locked")?.foreground == .gray)
    #expect(probe.style(of: "Locked")?.foreground == .gray)
  }

  @Test func focusDrawsTheWholeToggleInReverseVideo() async {
    let probe = TestTerminal(columns: 20, rows: 4)
    probe.render { WiFi() }
    #expect(probe.style(of: "[ ] Wi-Fi")?.inverse == false)
    await probe.press(.tab)
    #expect(probe.style(of: "[ ] Wi-Fi")?.inverse == true)
    #expect(probe.style(of: "Wi-Fi")?.inverse == true)
    #expect(probe.style(of: "off")?.inverse == false)
  }
}

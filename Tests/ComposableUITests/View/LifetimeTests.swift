import Testing

@testable import ComposableUI

@MainActor
@Suite struct LifetimeTests {
  @Test func onAppearAndOnDisappearRunOncePerIdentity() async {
    let log = Log()
    struct Toggler: View {
      let log: Log
      @State var isShown = true
      @State var unrelated = 0
      var body: some View {
        VStack {
          Button("toggle") { isShown.toggle() }
          Button("bump") { unrelated += 1 }
          Text("bumps: \(unrelated)")
          if isShown {
            Text("child")
              .onAppear { log.entries.append("appear") }
              .onDisappear { log.entries.append("disappear") }
          }
        }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 6)
    terminal.render { Toggler(log: log) }
    #expect(log.entries == ["appear"])
    await terminal.press(.tab)
    await terminal.press(.tab)
    await terminal.press(.enter)  // bump: the body runs again, the child stays
    #expect(terminal.text.contains("bumps: 1"))
    #expect(log.entries == ["appear"])
    await terminal.press(.backTab)
    await terminal.press(.enter)  // toggle off
    #expect(log.entries == ["appear", "disappear"])
    #expect(!terminal.text.contains("child"))
    await terminal.press(.enter)  // toggle on
    #expect(log.entries == ["appear", "disappear", "appear"])
  }

  @Test func aTaskIsCancelledWhenItsViewGoesAway() async {
    let log = Log()
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    struct Listener: View {
      let log: Log
      let stream: AsyncStream<Int>
      @State var isShown = true
      var body: some View {
        VStack {
          Button("hide") { isShown = false }
          if isShown {
            Text("listening").task {
              for await value in stream {
                log.entries.append("got \(value)")
              }
              log.entries.append(Task.isCancelled ? "cancelled" : "finished")
            }
          }
        }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render { Listener(log: log, stream: stream) }
    await terminal.settle()
    continuation.yield(1)
    await terminal.settle()
    #expect(log.entries == ["got 1"])
    await terminal.press(.tab)
    await terminal.press(.enter)
    await terminal.settle()
    #expect(log.entries == ["got 1", "cancelled"])
    continuation.finish()
  }

  @Test func aTaskRestartsWhenItsIDChanges() async {
    let log = Log()
    struct Loader: View {
      let log: Log
      @State var page = 1
      var body: some View {
        Button("next") { page += 1 }
          .task(id: page) { log.entries.append("load \(page)") }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render { Loader(log: log) }
    await terminal.settle()
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(log.entries == ["load 1", "load 2"])
  }
}

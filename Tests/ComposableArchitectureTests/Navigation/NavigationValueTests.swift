import ComposableArchitecture
import Testing

extension CoreTests {
  @Suite
  struct NavigationValueTests {
    enum DialogAction: Equatable, Sendable {
      case copy
      case share
    }

    @Test func confirmationDialogsCompareByContentNotIdentity() {
      func dialog(includeShare: Bool) -> ConfirmationDialogState<DialogAction> {
        ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Share")
        } actions: {
          ButtonState(action: .copy) { TextState("Copy link") }
          if includeShare {
            ButtonState(action: .share) { TextState("Share…") }
          }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("Choose how to share")
        }
      }
      let first = dialog(includeShare: true)
      let second = dialog(includeShare: true)
      #expect(first.id != second.id)
      #expect(first == second)
      #expect(first != dialog(includeShare: false))
      #expect(first.buttons.map(\.role) == [nil, nil, .cancel])
      #expect(
        String(customDumping: first).hasPrefix(
          """
          ConfirmationDialogState(
            titleVisibility: .visible,
            title: "Share",
          """
        )
      )
    }

    @Test func buttonsPerformTheirActions() {
      var sent: [DialogAction?] = []
      ButtonState(action: .copy) { TextState("Copy") }.withAction { sent.append($0) }
      ButtonState<DialogAction>(role: .cancel) { TextState("Cancel") }.withAction {
        sent.append($0)
      }
      #expect(sent == [.copy, nil])
      let mapped = AlertState<DialogAction> {
        TextState("Done")
      } actions: {
        ButtonState(action: .share) { TextState("Share") }
      }
      .map { "\($0)" }
      #expect(mapped.buttons.first?.action == .send("share"))
    }

    @Test func textState() {
      let text = TextState("Hello, ") + TextState("Blob").bold()
      #expect(String(state: text) == "Hello, Blob")
      #expect(text != TextState("Hello, Blob"))
      #expect(TextState("a").italic() == TextState("a").italic())
      #expect(String(customDumping: text) == "\"Hello, Blob\"")
    }

    struct PlainParent: Equatable {
      @PresentationState var child: Int?
    }

    @Test func presentationStateWrapsOptionalStateWithValueSemantics() {
      var parent = PlainParent(child: 1)
      let copy = parent
      parent.child = 2
      parent.$child.wrappedValue? += 1
      #expect(parent.child == 3)
      #expect(copy.child == 1)
      #expect(parent != copy)
      // Outside `@ObservableState`, custom-dump shows a wrapper's backing storage by its name.
      #expect(
        String(customDumping: copy) == """
          CoreTests.NavigationValueTests.PlainParent(
            _child: 1
          )
          """
      )
    }
  }
}

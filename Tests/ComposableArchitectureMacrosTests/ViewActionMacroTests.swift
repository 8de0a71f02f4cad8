import ComposableArchitectureMacrosSupport
import MacroTesting
import Testing

@Suite(.macros(["ViewAction": ViewActionMacro.self]))
struct ViewActionMacroTests {
  @Test func conformsTheViewToViewActionSending() {
    assertMacro {
      """
      @ViewAction(for: Login.self)
      struct LoginView: View {
        let store: StoreOf<Login>
        var body: some View {
          Button("Log in") { send(.loginButtonTapped) }
        }
      }
      """
    } expansion: {
      """
      struct LoginView: View {
        let store: StoreOf<Login>
        var body: some View {
          Button("Log in") { send(.loginButtonTapped) }
        }
      }

      extension LoginView: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }

  @Test func flagsStoreSendWithAFixIt() {
    assertMacro {
      """
      @ViewAction(for: Login.self)
      struct LoginView: View {
        let store: StoreOf<Login>
        var body: some View {
          Button("Log in") { store.send(.view(.loginButtonTapped)) }
        }
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: Login.self)
      struct LoginView: View {
        let store: StoreOf<Login>
        var body: some View {
          Button("Log in") { store.send(.view(.loginButtonTapped)) }
                             ┬─────────
                             ╰─ ⚠️ A '@ViewAction' view sends view actions with 'send(_:)'; 'store.send' sends a store action and skips them
                                ✏️ Use 'send'
        }
      }
      """
    } fixes: {
      """
      @ViewAction(for: Login.self)
      struct LoginView: View {
        let store: StoreOf<Login>
        var body: some View {
          Button("Log in") { send(.view(.loginButtonTapped)) }
        }
      }
      """
    } expansion: {
      """
      struct LoginView: View {
        let store: StoreOf<Login>
        var body: some View {
          Button("Log in") { send(.view(.loginButtonTapped)) }
        }
      }

      extension LoginView: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }
}

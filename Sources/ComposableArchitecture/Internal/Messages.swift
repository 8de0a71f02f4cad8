import CustomDump

/// The text of the runtime warnings the library reports. Kept together: these messages are part of
/// the API, and tests match them.
enum Message {
  static func unhandledError(_ error: any Error, fileID: StaticString, line: UInt) -> String {
    """
    An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error. …

    \(String(customDumping: error).indented(by: 4))

    Every error other than cancellation must be handled, with the "catch" parameter of \
    "Effect.run" or a "do" block inside the operation.
    """
  }

  static func unhandledBinding(_ action: some Any) -> String {
    """
    A binding action sent from a store was not applied by any "BindingReducer": …

      Action:
        \(describeAction(action))

    The field keeps its old value. Add "BindingReducer()" to the feature's body (or \
    "BindingReducer(action: \\.view)" when bindings are sent inside a view action), before the \
    reducers that react to them.
    """
  }

  static func sendOffMainActor(_ action: some Any, state: Any.Type, actionType: Any.Type) -> String
  {
    """
    An action was sent to a store from a thread that is not the main actor's:

      Action:
        \(describeAction(action))

      Store:
        Store<\(typeName(state)), \(typeName(actionType))>

    A store runs its reducer on the main actor; sending from another thread (code in Swift 5 \
    mode can) would race with it. The action is sent on the main actor instead, a moment later. \
    Send from the main actor: mark the caller "@MainActor", use "await MainActor.run { … }", or \
    send from an effect's "send".
    """
  }

  static func readOffMainActor(state: Any.Type, actionType: Any.Type) -> String {
    """
    The state of a store was read from a thread that is not the main actor's:

      State:
        \(typeName(state))

      Store:
        Store<\(typeName(state)), \(typeName(actionType))>

    A store's state belongs to the main actor, where its reducer changes it; reading it from \
    another thread (code in Swift 5 mode can) races with those changes and can see a torn or \
    stale value. The read returns the state as it is; later reads of this store from other \
    threads are not reported. Read the state on the main actor: in a view's "body", in code \
    marked "@MainActor", or with "await MainActor.run { … }"; for an effect, capture the \
    values it needs in the reducer that returns it.
    """
  }

  static func actionFromCompletedEffect(
    _ action: some Any, originatingFrom origin: (some Any)?
  ) -> String {
    var text = """
      An action was sent from a completed effect:

        Action:
          \(describeAction(action))

      """
    if let origin {
      text += """

          Effect returned from:
            \(describeAction(origin))

        """
    }
    text += """

      The "send" given to "Effect.run" was escaped and called after the run's closure \
      returned, so the store no longer tracks the effect. Keep the closure running (await the \
      work) until it has sent its last action.
      """
    return text
  }

  static func childActionWithoutState(
    operator name: String,
    fileID: StaticString,
    line: UInt,
    action: some Any,
    stateDescription: String
  ) -> String {
    """
    \(name) at "\(fileID):\(line)" received a child action when child state was \
    \(stateDescription). …

      Action:
        \(describeAction(action))

    This usually points to application logic that does not expect the child to be gone:

    • The parent reducer removed the child state before the child reducer ran. The operator \
    runs the child first; look for another reducer composed ahead of it that clears the state.

    • An effect of the child sent the action after the child was dismissed. The library cancels \
    a child's effects when its state goes away; effects started outside of the child's reducer \
    must be cancelled explicitly.

    • The action was sent to a store scoped to the child after the child state went away. Check \
    that the view or caller stops sending once the child is dismissed.
    """
  }
}

extension Message {
  static func missingElement(fileID: StaticString, line: UInt, action: some Any) -> String {
    """
    A "forEach" at "\(fileID):\(line)" received an action for a missing element. …

      Action:
        \(describeAction(action))

    This usually points to application logic that does not expect the element to be gone:

    • The parent reducer removed the element before the element reducer ran. The operator runs \
    the element first; look for another reducer composed ahead of it that removes the element.

    • An effect of the element sent the action after the element was removed. The library \
    cancels an element's effects when it is removed; effects started elsewhere must be cancelled \
    explicitly.

    • The action was sent to a store scoped to the element after the element was removed.
    """
  }
}

/// A one-line description of an action for a warning, naming its cases and their short values:
/// `Todos.Action.todos(.element(id: 1, action: .toggle))`. A value that takes more than one short
/// line is elided as `…`.
package func describeAction(_ value: Any) -> String {
  let mirror = dumpMirror(value)
  guard mirror.displayStyle == .enum else { return typeName(type(of: value)) }
  return typeName(type(of: value)) + caseDescription(value, mirror)
}

/// The structure a value dumps as: its own, or the one it gives custom-dump (a binding action
/// dumps as `.set(\.field, value)`).
private func dumpMirror(_ value: Any) -> Mirror {
  (value as? any CustomDumpReflectable)?.customDumpMirror ?? Mirror(reflecting: value)
}

/// `.element(id: 1, action: .toggle)`: an enum value's case and payload.
private func caseDescription(_ value: Any, _ mirror: Mirror) -> String {
  guard let child = mirror.children.first, let label = child.label else { return ".\(value)" }
  let payloadMirror = dumpMirror(child.value)
  let payload: String
  if payloadMirror.displayStyle == .tuple {
    payload = payloadMirror.children.map { element in
      // Unlabeled tuple elements are named `.0`, `.1`, …
      let name = element.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
      return (name.map { "\($0): " } ?? "") + valueDescription(element.value)
    }
    .joined(separator: ", ")
  } else {
    payload = valueDescription(child.value)
  }
  return ".\(label)(\(payload))"
}

/// A payload value: an enum by its case, anything else by its dump when that is one short line.
private func valueDescription(_ value: Any) -> String {
  let mirror = dumpMirror(value)
  if mirror.displayStyle == .enum {
    return caseDescription(value, mirror)
  }
  let dump = String(customDumping: value)
  // Key paths lose their names where the runtime has no metadata for them (Linux):
  // `\State.<computed 0x… (String)>` says nothing a reader can use.
  guard dump.count <= 60, !dump.contains("\n"), !dump.contains("<computed") else { return "…" }
  return dump
}

/// A compact, one-line description of an enum value's case path, such as
/// `Feature.Action.child(.increment)`, used to name actions in warnings.
package func describeCase(_ value: Any, qualified: Bool = true) -> String {
  let mirror = Mirror(reflecting: value)
  let typeName = qualified ? "\(typeName(type(of: value)))" : ""
  guard mirror.displayStyle == .enum else {
    return qualified ? typeName : String(customDumping: value)
  }
  guard let child = mirror.children.first, let label = child.label else {
    return "\(typeName).\(value)"
  }
  let payloadMirror = Mirror(reflecting: child.value)
  let payload: String
  if payloadMirror.displayStyle == .enum {
    payload = describeCase(child.value, qualified: false)
  } else if payloadMirror.displayStyle == .tuple {
    // `case element(id: ID, action: Action)` → `element(id:action:)`.
    payload = payloadMirror.children
      .map { ($0.label.map { $0.hasPrefix(".") ? "_" : $0 } ?? "_") + ":" }
      .joined()
  } else {
    payload = "_:"
  }
  return payload.isEmpty ? "\(typeName).\(label)" : "\(typeName).\(label)(\(payload))"
}

package func typeName(_ type: Any.Type) -> String {
  // Types declared inside a function or closure (common in tests) carry a marker that names a
  // build-specific address, `(unknown context at $10a2c).`; extensions, `(extension in M):`.
  var name = _typeName(type, qualified: true)
  if name.contains("(") {
    name = name.removingMatches(of: "(unknown context at $", through: ").")
      .removingMatches(of: "(extension in ", through: "):")
  }
  // Drop the module prefix to keep names readable: "MyApp.Feature.Action" → "Feature.Action".
  if let dot = name.firstIndex(of: "."), !name.hasPrefix("Swift.") || name.contains("<") {
    name = String(name[name.index(after: dot)...])
  }
  return name.replacingOccurrences(of: "Swift.", with: "")
}

extension String {
  /// This text without each run that starts with `start` and ends with the next `end`.
  fileprivate func removingMatches(of start: String, through end: String) -> String {
    var result = ""
    var rest = self[...]
    while let open = rest.range(of: start) {
      result += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].range(of: end) else {
        rest = rest[open.lowerBound...]
        break
      }
      rest = rest[close.upperBound...]
    }
    return result + rest
  }

  package func indented(by spaces: Int) -> String {
    let indent = String(repeating: " ", count: spaces)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indent + $0 }
      .joined(separator: "\n")
  }
}

extension Message {
  static func presentationActionWithoutState(
    fileID: StaticString, line: UInt, action: some Any
  ) -> String {
    """
    An "ifLet" at "\(fileID):\(line)" received a presentation action when destination state was \
    absent. …

      Action:
        \(describeAction(action))

    This usually points to application logic that does not expect the destination to be gone:

    • The parent reducer set the destination to "nil" before the destination's reducer ran. The \
    operator runs the destination first; look for another reducer composed ahead of it that \
    clears the state.

    • An effect of the destination sent the action after it was dismissed. The library cancels a \
    destination's effects when it is dismissed; effects started outside of its reducer must be \
    cancelled explicitly.

    • The action was sent to a store scoped to the destination after it was dismissed.
    """
  }

  /// A binding's action that reached an operator after the child it binds went away: a binding
  /// that outlived its view.
  ///
  /// - Parameters:
  ///   - name: The operator, as "ifLet" or "forEach".
  ///   - child: What the operator runs, as "destination", "child" or "element".
  ///   - gone: How it went away, as "dismissed", "removed" or "popped".
  static func bindingToGoneChild(
    operator name: String, child: String, gone: String, fileID: StaticString, line: UInt,
    action: some Any
  ) -> String {
    """
    A binding to a \(gone) \(child) was written: the "\(name)" at "\(fileID):\(line)" \
    received its binding action when \(child) state was absent. …

      Action:
        \(describeAction(action))

    The value is dropped (the \(child)'s reducer does not run) and the app keeps running. The \
    binding, such as "$store.name" in the \(child)'s view, was made while the \(child) was shown \
    and written after it was \(gone), by a closure, a task or an object that kept it. Use a \
    binding only in the view that made it, while that view is shown: cancel work that writes it \
    when the \(child) is \(gone), or send what it produces to the parent's store.
    """
  }
}

extension Message {
  static func stackActionForMissingElement(
    fileID: StaticString, line: UInt, action: some Any, id: StackElementID
  ) -> String {
    """
    A "forEach" at "\(fileID):\(line)" received an action for a missing element. …

      Action:
        \(describeAction(action))
      Element:
        \(id)

    This usually points to application logic that does not expect the element to be gone:

    • The element was popped before the action arrived; effects of a popped element are \
    cancelled, but actions sent to a store scoped to it are not.

    • The action names an id that was never pushed. In tests, ids count up from 0 in each \
    test.
    """
  }

  static func pushOfExistingElement(fileID: StaticString, line: UInt, id: StackElementID)
    -> String
  {
    """
    A "forEach" at "\(fileID):\(line)" received a "push" action for an element it already \
    contains (\(id)). …

    Each pushed element needs a new id. Push with "StackState.append", which assigns one, \
    or use an id greater than every id in the stack.
    """
  }

  static func scopeActionOfDeclinedCase(_ action: some Any) -> String {
    """
    A "Scope" took an action of a case it had declined before:

        \(action)

    Its action case path is listed in the enum's "allCasePaths" but extracts depending on \
    the associated value. Scopes are skipped by case, so in release builds this action would \
    not have reached the child. List only case paths that extract every value of their case \
    in a hand-written "AllCasePaths", or use "@CasePathable".
    """
  }

  static func navigationActionOfDeclinedCase(_ action: some Any) -> String {
    """
    A navigation operator ("ifLet", "ifCaseLet", "forEach", or a presentation or stack \
    reducer) took an action of a case it had declined before:

      Action:
        \(describeAction(action))

    Its action case path is listed in the enum's "allCasePaths" but extracts depending on \
    the associated value. Operators pass actions by case, so in release builds this \
    action would not have reached the child. List only case paths that extract every value \
    of their case in a hand-written "AllCasePaths", or use "@CasePathable".
    """
  }
}

extension Message {
  static func sharedChangeInsideItsOwnChange(_ reference: String) -> String {
    """
    A shared value was changed inside a change to it: "withLock" was called on \(reference) \
    from inside the closure of another "withLock" on it.

    The outer change writes its value back when its closure ends, so the inner change is lost. \
    Make both changes in the outer closure, through the value it is given.
    """
  }
}

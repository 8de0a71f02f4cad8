import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Presents`: stores an optional child state of an `@ObservableState` struct in a
/// `PresentationState`, reachable as `$name` for `ifLet(\.$name, action:)`. Reads and writes of
/// either spelling are tracked like any property: observers hear of presentation, dismissal and
/// replacement, while changes inside the child reach the child's own observers.
public enum PresentsMacro {}

extension PresentsMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      let name = variable.identifierName
    else { return [] }
    return [
      """
      @storageRestrictions(initializes: _\(raw: name))
      init(initialValue) {
        _\(raw: name) = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
        return _\(raw: name).wrappedValue
      }
      """,
      """
      set {
        self.$\(raw: name).wrappedValue = newValue
      }
      """,
    ]
  }
}

extension PresentsMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      let binding = variable.bindings.first,
      let name = variable.identifierName
    else { return [] }
    guard let wrapped = binding.typeAnnotation.flatMap({ Self.wrappedType($0.type) }) else {
      context.diagnose(
        Diagnostic(node: node, message: ObservableStateDiagnostic.presentsNeedsOptionalType)
      )
      return []
    }
    let initial = binding.initializer?.value.trimmedDescription ?? "nil"
    let access =
      variable.modifiers
      .first { [.keyword(.public), .keyword(.package)].contains($0.name.tokenKind) }
      .map { "\($0.name.text) " } ?? ""
    let storage = "ComposableArchitecture.PresentationState<\(wrapped)>"
    return [
      """
      @ObservationStateIgnored
      private var _\(raw: name) = \(raw: storage)(wrappedValue: \(raw: initial))
      """,
      """
      \(raw: access)var $\(raw: name): \(raw: storage) {
        get {
          _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
          return _\(raw: name)
        }
        \(raw: nested(trackedSetter(key: name, storage: "_\(name)")))
        \(raw: nested(trackedModify(key: name, storage: "_\(name)")))
      }
      """,
    ]
  }

  /// An accessor's text indented to sit inside the property's braces.
  static func nested(_ accessor: String) -> String {
    accessor.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
  }

  /// `T` for `T?` or `Optional<T>`.
  static func wrappedType(_ type: TypeSyntax) -> String? {
    if let optional = type.as(OptionalTypeSyntax.self) {
      return optional.wrappedType.trimmedDescription
    }
    if let identifier = type.as(IdentifierTypeSyntax.self),
      identifier.name.text == "Optional",
      let argument = identifier.genericArgumentClause?.arguments.first
    {
      return argument.argument.trimmedDescription
    }
    return nil
  }
}

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
        set {
          let _$changed =
            ComposableArchitecture._$identity(of: _\(raw: name))
            != ComposableArchitecture._$identity(of: newValue)
          if _$changed { _$observationRegistrar.willSet(self, keyPath: \\.\(raw: name)) }
          _\(raw: name) = newValue
          if _$changed { _$observationRegistrar.didSet(self, keyPath: \\.\(raw: name)) }
        }
        _modify {
          let _$before = ComposableArchitecture._$identity(of: _\(raw: name))
          yield &_\(raw: name)
          _$observationRegistrar.didModify(
            self, keyPath: \\.\(raw: name),
            changed: _$before != ComposableArchitecture._$identity(of: _\(raw: name))
          )
        }
      }
      """,
    ]
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

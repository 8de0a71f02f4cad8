import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: on a struct, marks its `Action` (and an enum `State`) case-pathable, applies the
/// reducer builder to `body`, supplies an empty `State`/`Action` where the struct declares none,
/// and adds the `Reducer` conformance. On an enum of reducers, generates the `State`, `Action`,
/// `body`, `CaseScope` and `scope(_:)` of a `CaseReducer`.
public enum ReducerMacro {}

extension ReducerMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    if declaration.declaresConformance(to: "Reducer") {
      return []
    }
    let conformances =
      declaration.is(EnumDeclSyntax.self)
      ? "ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer"
      : "ComposableArchitecture.Reducer"
    return [
      try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: conformances) {}")
    ]
  }
}

extension ReducerMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    if let enumDecl = member.as(EnumDeclSyntax.self) {
      let name = enumDecl.name.text
      guard name == "State" || name == "Action" else { return [] }
      var attributes: [AttributeSyntax] = []
      if !enumDecl.attributes.contains(named: "CasePathable") {
        attributes.append("@CasePathable")
      }
      if name == "State", !enumDecl.attributes.contains(named: "dynamicMemberLookup") {
        attributes.append("@dynamicMemberLookup")
      }
      return attributes
    }
    if let variable = member.as(VariableDeclSyntax.self),
      variable.bindings.count == 1,
      let binding = variable.bindings.first,
      binding.pattern.trimmedDescription == "body",
      !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
      !variable.attributes.contains(named: "ReducerBuilder")
    {
      return ["@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>"]
    }
    return []
  }
}

extension ReducerMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let conformances = SynthesizedConformances(node)
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return try CaseReducerExpansion(enumDecl, conformances: conformances, in: context).members()
    }
    guard declaration.is(StructDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(node: node, message: ReducerDiagnostic.unsupportedDeclaration)
      )
      return []
    }
    let declaredNames = Set(
      declaration.memberBlock.members.compactMap { $0.decl.declaredTypeName }
    )
    let access = declaration.accessPrefix
    var members: [DeclSyntax] = []
    // A body declared as `some Reducer<X, Y>` names the state and action types.
    let named = declaration.bodyReducerTypes
    if !declaredNames.contains("State"), let state = named?.state {
      members.append("\(raw: access)typealias State = \(raw: state)")
    } else if !declaredNames.contains("State") {
      let inherited = conformances.state(defaults: ["Codable", "Equatable", "Hashable", "Sendable"])
      members.append(
        """
        \(raw: access)struct State: \(raw: inherited) {
          \(raw: access)init() {}
        }
        """
      )
    }
    if !declaredNames.contains("Action"), let action = named?.action {
      members.append("\(raw: access)typealias Action = \(raw: action)")
    } else if !declaredNames.contains("Action") {
      let inherited = conformances.action(defaults: ["Equatable", "Hashable", "Sendable"])
      members.append("\(raw: access)enum Action: \(raw: inherited) {}")
    }
    return members
  }
}

/// The conformances `@Reducer(state:action:)` asks to add to generated `State` and `Action`.
struct SynthesizedConformances {
  var state: [String] = []
  var action: [String] = []

  init(_ node: AttributeSyntax) {
    guard case .argumentList(let arguments) = node.arguments else { return }
    var current: WritableKeyPath<Self, [String]>?
    for argument in arguments {
      switch argument.label?.text {
      case "state": current = \.state
      case "action": current = \.action
      default: break
      }
      guard let current,
        let member = argument.expression.as(MemberAccessExprSyntax.self)
      else { continue }
      self[keyPath: current].append(Self.protocolName(member.declName.baseName.text))
    }
  }

  static func protocolName(_ option: String) -> String {
    switch option {
    case "codable": "Codable"
    case "decodable": "Decodable"
    case "encodable": "Encodable"
    case "equatable": "Equatable"
    case "hashable": "Hashable"
    case "sendable": "Sendable"
    default: option
    }
  }

  func state(defaults: [String]) -> String {
    Self.merged(defaults, state)
  }

  func action(defaults: [String]) -> String {
    Self.merged(defaults, action)
  }

  static func merged(_ lhs: [String], _ rhs: [String]) -> String {
    var seen = Set<String>()
    return (lhs + rhs).filter { seen.insert($0).inserted }.joined(separator: ", ")
  }
}

enum ReducerDiagnostic: String, DiagnosticMessage {
  case unsupportedDeclaration

  var message: String {
    switch self {
    case .unsupportedDeclaration:
      "'@Reducer' can only be applied to a struct or an enum"
    }
  }

  var diagnosticID: MessageID {
    MessageID(domain: "ComposableArchitecture", id: rawValue)
  }

  var severity: DiagnosticSeverity { .error }
}

extension AttributeListSyntax {
  func contains(named name: String) -> Bool {
    contains {
      guard case .attribute(let attribute) = $0 else { return false }
      let attributeName = attribute.attributeName.trimmedDescription
      return attributeName == name || attributeName.hasSuffix(".\(name)")
        || attributeName.hasPrefix("\(name)<")
        || attributeName.contains(".\(name)<")
    }
  }
}

extension DeclSyntax {
  /// The name of a nested type or type alias this declaration introduces.
  var declaredTypeName: String? {
    if let decl = self.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(TypeAliasDeclSyntax.self) { return decl.name.text }
    return nil
  }
}

extension DeclGroupSyntax {
  /// The state and action types of a `var body: some Reducer<X, Y>`, if the body is declared so.
  var bodyReducerTypes: (state: String, action: String)? {
    for member in memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        let binding = variable.bindings.first,
        binding.pattern.trimmedDescription == "body",
        let some = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self),
        let constraint = some.constraint.as(IdentifierTypeSyntax.self),
        constraint.name.text == "Reducer"
          || constraint.name.text.hasSuffix(".Reducer"),
        let arguments = constraint.genericArgumentClause?.arguments,
        arguments.count == 2
      else { continue }
      let types = arguments.map { $0.argument.trimmedDescription }
      return (types[0], types[1])
    }
    return nil
  }
}

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// The members `@Reducer` generates for an enum of reducers:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case editor(Editor)                             // a reducer case
///   @ReducerCaseEphemeral case alert(AlertState<A>) // state only, actions of the state's type
///   @ReducerCaseIgnored case note(String)           // state only, no actions
///   case empty                                      // state only, no actions
/// }
/// ```
struct CaseReducerExpansion {
  enum Kind {
    /// A reducer case; `initializer` is the reducer value the case names as its default
    /// (`case timer(Timer = Timer(interval: 5))`), or `nil` for `Type()`.
    case reducer(type: String, initializer: String?)
    case ephemeral(type: String)
    /// Plain state: no parameters, or the case's parameter list and each parameter's label.
    case ignored(parameters: String?, labels: [String?] = [])
  }

  struct Case {
    let name: String
    let kind: Kind
  }

  let enumDecl: EnumDeclSyntax
  let conformances: SynthesizedConformances
  let cases: [Case]
  let access: String
  /// The members the enum declares itself (`State`, `Action`, `body`), which are used as they
  /// are instead of generated.
  let declaredNames: Set<String>

  init(
    _ enumDecl: EnumDeclSyntax,
    conformances: SynthesizedConformances,
    in context: some MacroExpansionContext
  ) throws {
    self.enumDecl = enumDecl
    self.conformances = conformances
    self.access = enumDecl.accessPrefix
    self.declaredNames = Set(
      enumDecl.memberBlock.members.compactMap { member in
        if let name = member.decl.declaredTypeName { return name }
        if let variable = member.decl.as(VariableDeclSyntax.self),
          variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
          variable.bindings.first?.pattern.trimmedDescription == "body"
        {
          return "body"
        }
        return nil
      }
    )
    var cases: [Case] = []
    for member in enumDecl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      let isEphemeral = caseDecl.attributes.contains(named: "ReducerCaseEphemeral")
      let isIgnored = caseDecl.attributes.contains(named: "ReducerCaseIgnored")
      for element in caseDecl.elements {
        let name = element.name.text
        guard let parameters = element.parameterClause?.parameters else {
          cases.append(Case(name: name, kind: .ignored(parameters: nil, labels: [])))
          continue
        }
        let labels = parameters.map { $0.firstName?.text }
        if isIgnored {
          cases.append(
            Case(
              name: name,
              kind: .ignored(parameters: parameters.trimmedDescription, labels: labels)
            )
          )
          continue
        }
        guard parameters.count == 1, let parameter = parameters.first,
          parameter.firstName == nil
        else {
          // Several values (`case meeting(Meeting, syncUp: SyncUp)`), or a labelled one: plain
          // state, as upstream treats them.
          cases.append(
            Case(
              name: name,
              kind: .ignored(parameters: parameters.trimmedDescription, labels: labels)
            )
          )
          continue
        }
        let type = parameter.type.trimmedDescription
        if isEphemeral || Self.isEphemeralType(type) {
          cases.append(Case(name: name, kind: .ephemeral(type: type)))
        } else {
          cases.append(
            Case(
              name: name,
              kind: .reducer(
                type: type, initializer: parameter.defaultValue?.value.trimmedDescription
              )
            )
          )
        }
      }
    }
    self.cases = cases
  }

  static func isEphemeralType(_ type: String) -> Bool {
    type.hasPrefix("AlertState<") || type.hasPrefix("ConfirmationDialogState<")
  }

  func members() throws -> [DeclSyntax] {
    var members: [DeclSyntax] = []
    if !declaredNames.contains("State") { members.append(stateDecl()) }
    if !declaredNames.contains("Action") { members.append(actionDecl()) }
    if !declaredNames.contains("body") { members.append(bodyDecl()) }
    return members + [caseScopeDecl(), scopeDecl()]
  }

  private func stateDecl() -> DeclSyntax {
    let cases = cases.map { entry -> String in
      switch entry.kind {
      case .reducer(let type, _): "case \(entry.name)(\(type).State)"
      case .ephemeral(let type): "case \(entry.name)(\(type))"
      case .ignored(let parameters?, _): "case \(entry.name)(\(parameters))"
      case .ignored(nil, _): "case \(entry.name)"
      }
    }
    let inherited = SynthesizedConformances.merged(
      ["ComposableArchitecture.CaseReducerState"], conformances.state
    )
    return """
      @CasePathable
      @dynamicMemberLookup
      @ComposableArchitecture.ObservableState
      \(raw: access)enum State: \(raw: inherited) {
        \(raw: access)typealias StateReducer = \(raw: enumDecl.name.text)
        \(raw: cases.joined(separator: "\n"))
      }
      """
  }

  private func actionDecl() -> DeclSyntax {
    let cases = cases.compactMap { entry -> String? in
      switch entry.kind {
      case .reducer(let type, _): "case \(entry.name)(\(type).Action)"
      case .ephemeral(let type): "case \(entry.name)(\(type).Action)"
      case .ignored: nil
      }
    }
    let inherited =
      conformances.action.isEmpty
      ? "" : ": " + SynthesizedConformances.merged([], conformances.action)
    return """
      @CasePathable
      \(raw: access)enum Action\(raw: inherited) {
        \(raw: cases.joined(separator: "\n"))
      }
      """
  }

  private func bodyDecl() -> DeclSyntax {
    let scopes = cases.compactMap { entry -> String? in
      guard case .reducer(let type, let initializer) = entry.kind else { return nil }
      // Through `AllCasePaths`: the overload whose extraction is a direct case test.
      return """
        ComposableArchitecture.Scope(state: \\Self.State.AllCasePaths.\(entry.name), \
        action: \\Self.Action.AllCasePaths.\(entry.name)) {
          \(initializer ?? "\(type)()")
        }
        """
    }
    let body =
      scopes.isEmpty
      ? "ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()"
      : scopes.joined(separator: "\n")
    return """
      \(raw: access)static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
        ComposableArchitecture.Reduce(
          ComposableArchitecture.CombineReducers {
            \(raw: body)
          }
        )
      }
      """
  }

  private func caseScopeDecl() -> DeclSyntax {
    let cases = cases.map { entry -> String in
      switch entry.kind {
      case .reducer(let type, _): "case \(entry.name)(ComposableArchitecture.StoreOf<\(type)>)"
      case .ephemeral(let type): "case \(entry.name)(\(type))"
      case .ignored(let parameters?, _): "case \(entry.name)(\(parameters))"
      case .ignored(nil, _): "case \(entry.name)"
      }
    }
    return """
      \(raw: access)enum CaseScope {
        \(raw: cases.joined(separator: "\n"))
      }
      """
  }

  private func scopeDecl() -> DeclSyntax {
    let cases = cases.map { entry -> String in
      switch entry.kind {
      case .reducer:
        return """
          case .\(entry.name):
            return .\(entry.name)(store.scope(state: \\.\(entry.name), action: \\.\(entry.name))!)
          """
      case .ephemeral:
        return """
          case let .\(entry.name)(v0):
            return .\(entry.name)(v0)
          """
      case .ignored(.some, let labels):
        // Each value bound and passed on under its label: `.meeting(v0, syncUp: v1)`.
        let bindings = labels.indices.map { "v\($0)" }
        let arguments = zip(labels, bindings).map { label, binding in
          label.map { "\($0): \(binding)" } ?? binding
        }
        return """
          case let .\(entry.name)(\(bindings.joined(separator: ", "))):
            return .\(entry.name)(\(arguments.joined(separator: ", ")))
          """
      case .ignored(nil, _):
        return """
          case .\(entry.name):
            return .\(entry.name)
          """
      }
    }
    let body =
      cases.isEmpty
      ? ""
      : """
      switch store.state {
      \(cases.joined(separator: "\n"))
      }
      """
    return """
      @MainActor
      \(raw: access)static func scope(\
      _ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
        \(raw: body)
      }
      """
  }
}

extension DeclGroupSyntax {
  /// `"public "` or `"package "` when the declaration is that visible, so that generated members
  /// match it.
  var accessPrefix: String {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.package):
        return "\(modifier.name.text) "
      default:
        continue
      }
    }
    return ""
  }
}

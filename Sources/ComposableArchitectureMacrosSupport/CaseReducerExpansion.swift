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
    case reducer(type: String)
    case ephemeral(type: String)
    case ignored(parameters: String?)
  }

  struct Case {
    let name: String
    let kind: Kind
  }

  let enumDecl: EnumDeclSyntax
  let conformances: SynthesizedConformances
  let cases: [Case]
  let access: String

  init(
    _ enumDecl: EnumDeclSyntax,
    conformances: SynthesizedConformances,
    in context: some MacroExpansionContext
  ) throws {
    self.enumDecl = enumDecl
    self.conformances = conformances
    self.access = enumDecl.accessPrefix
    var cases: [Case] = []
    for member in enumDecl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      let isEphemeral = caseDecl.attributes.contains(named: "ReducerCaseEphemeral")
      let isIgnored = caseDecl.attributes.contains(named: "ReducerCaseIgnored")
      for element in caseDecl.elements {
        let name = element.name.text
        guard let parameters = element.parameterClause?.parameters else {
          cases.append(Case(name: name, kind: .ignored(parameters: nil)))
          continue
        }
        if isIgnored {
          cases.append(
            Case(name: name, kind: .ignored(parameters: parameters.trimmedDescription))
          )
          continue
        }
        guard parameters.count == 1, let parameter = parameters.first,
          parameter.firstName == nil
        else {
          context.diagnose(
            Diagnostic(node: element, message: ReducerDiagnostic.unsupportedCase)
          )
          continue
        }
        let type = parameter.type.trimmedDescription
        if isEphemeral || Self.isEphemeralType(type) {
          cases.append(Case(name: name, kind: .ephemeral(type: type)))
        } else {
          cases.append(Case(name: name, kind: .reducer(type: type)))
        }
      }
    }
    self.cases = cases
  }

  static func isEphemeralType(_ type: String) -> Bool {
    type.hasPrefix("AlertState<") || type.hasPrefix("ConfirmationDialogState<")
  }

  func members() throws -> [DeclSyntax] {
    [stateDecl(), actionDecl(), bodyDecl(), caseScopeDecl(), scopeDecl()]
  }

  private func stateDecl() -> DeclSyntax {
    let cases = cases.map { entry -> String in
      switch entry.kind {
      case .reducer(let type): "case \(entry.name)(\(type).State)"
      case .ephemeral(let type): "case \(entry.name)(\(type))"
      case .ignored(let parameters?): "case \(entry.name)(\(parameters))"
      case .ignored(nil): "case \(entry.name)"
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
      case .reducer(let type): "case \(entry.name)(\(type).Action)"
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
      guard case .reducer(let type) = entry.kind else { return nil }
      return """
        ComposableArchitecture.Scope(state: \\Self.State.Cases.\(entry.name), \
        action: \\Self.Action.Cases.\(entry.name)) {
          \(type)()
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
      case .reducer(let type): "case \(entry.name)(ComposableArchitecture.StoreOf<\(type)>)"
      case .ephemeral(let type): "case \(entry.name)(\(type))"
      case .ignored(let parameters?): "case \(entry.name)(\(parameters))"
      case .ignored(nil): "case \(entry.name)"
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
      case .ephemeral, .ignored(.some):
        return """
          case let .\(entry.name)(v0):
            return .\(entry.name)(v0)
          """
      case .ignored(nil):
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

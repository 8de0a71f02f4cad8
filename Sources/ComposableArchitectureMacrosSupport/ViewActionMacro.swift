import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ViewAction(for: Feature.self)`: makes a view send its store's view actions with
/// `send(.buttonTapped)`, by conforming it to `ViewActionSending`. A `store.send(…)` inside the
/// view is flagged: it bypasses the view actions the macro is for.
public enum ViewActionMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let finder = StoreSendFinder(viewMode: .sourceAccurate)
    finder.walk(declaration.memberBlock)
    for send in finder.sends {
      context.diagnose(
        Diagnostic(
          node: send,
          message: ViewActionDiagnostic.storeSend,
          fixIt: FixIt(
            message: ViewActionDiagnostic.useSend,
            changes: [
              .replace(
                oldNode: Syntax(send),
                newNode: Syntax(DeclReferenceExprSyntax(baseName: .identifier("send"))))
            ])))
    }
    // A view that already conforms (in its declaration) needs nothing more.
    if declaration.declaresConformance(to: "ViewActionSending") {
      return []
    }
    return [
      try ExtensionDeclSyntax(
        "extension \(type.trimmed): ComposableArchitecture.ViewActionSending {}")
    ]
  }
}

/// Finds `store.send` and `self.store.send` in a view's members.
private final class StoreSendFinder: SyntaxVisitor {
  var sends: [MemberAccessExprSyntax] = []

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.declName.baseName.text == "send", let base = node.base else {
      return .visitChildren
    }
    let text = base.trimmedDescription
    if text == "store" || text == "self.store" {
      sends.append(node)
    }
    return .visitChildren
  }
}

/// The macro's diagnostics.
enum ViewActionDiagnostic: String, DiagnosticMessage, FixItMessage {
  case storeSend
  case useSend

  var message: String {
    switch self {
    case .storeSend:
      "A '@ViewAction' view sends view actions with 'send(_:)'; 'store.send' sends a store action "
        + "and skips them"
    case .useSend:
      "Use 'send'"
    }
  }

  var diagnosticID: MessageID { MessageID(domain: "ComposableArchitecture", id: rawValue) }
  var severity: DiagnosticSeverity { .warning }
  var fixItID: MessageID { diagnosticID }
}

import ComposableArchitectureMacrosSupport
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

// A thin plugin: the expansions live in ComposableArchitectureMacrosSupport, where they are
// tested; these types only give the compiler names to find them by.

/// `@Reducer`, forwarding to the expansion in `ComposableArchitectureMacrosSupport`.
public enum ReducerMacro {}
/// `@ReducerCaseEphemeral`, forwarding to `ComposableArchitectureMacrosSupport`.
public enum ReducerCaseEphemeralMacro {}
/// `@ReducerCaseIgnored`, forwarding to `ComposableArchitectureMacrosSupport`.
public enum ReducerCaseIgnoredMacro {}

extension ReducerMacro: ExtensionMacro, MemberAttributeMacro, MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try ComposableArchitectureMacrosSupport.ReducerMacro.expansion(
      of: node, attachedTo: declaration, providingExtensionsOf: type,
      conformingTo: protocols, in: context
    )
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    try ComposableArchitectureMacrosSupport.ReducerMacro.expansion(
      of: node, attachedTo: declaration, providingAttributesFor: member, in: context
    )
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try ComposableArchitectureMacrosSupport.ReducerMacro.expansion(
      of: node, providingMembersOf: declaration, conformingTo: protocols, in: context
    )
  }
}

extension ReducerCaseEphemeralMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try ComposableArchitectureMacrosSupport.ReducerCaseEphemeralMacro.expansion(
      of: node, providingPeersOf: declaration, in: context
    )
  }
}

extension ReducerCaseIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try ComposableArchitectureMacrosSupport.ReducerCaseIgnoredMacro.expansion(
      of: node, providingPeersOf: declaration, in: context
    )
  }
}

/// `@ObservableState`, forwarding to `ComposableArchitectureMacrosSupport`.
public enum ObservableStateMacro {}
/// `@ObservationStateTracked`, forwarding to `ComposableArchitectureMacrosSupport`.
public enum ObservationStateTrackedMacro {}
/// `@ObservationStateIgnored`, forwarding to `ComposableArchitectureMacrosSupport`.
public enum ObservationStateIgnoredMacro {}
/// `@Presents`, forwarding to `ComposableArchitectureMacrosSupport`.
public enum PresentsMacro {}

extension ObservableStateMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try ComposableArchitectureMacrosSupport.ObservableStateMacro.expansion(
      of: node, providingMembersOf: declaration, conformingTo: protocols, in: context
    )
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    try ComposableArchitectureMacrosSupport.ObservableStateMacro.expansion(
      of: node, attachedTo: declaration, providingAttributesFor: member, in: context
    )
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try ComposableArchitectureMacrosSupport.ObservableStateMacro.expansion(
      of: node, attachedTo: declaration, providingExtensionsOf: type,
      conformingTo: protocols, in: context
    )
  }
}

extension ObservationStateTrackedMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    try ComposableArchitectureMacrosSupport.ObservationStateTrackedMacro.expansion(
      of: node, providingAccessorsOf: declaration, in: context
    )
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try ComposableArchitectureMacrosSupport.ObservationStateTrackedMacro.expansion(
      of: node, providingPeersOf: declaration, in: context
    )
  }
}

extension ObservationStateIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    try ComposableArchitectureMacrosSupport.ObservationStateIgnoredMacro.expansion(
      of: node, providingAccessorsOf: declaration, in: context
    )
  }
}

extension PresentsMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    try ComposableArchitectureMacrosSupport.PresentsMacro.expansion(
      of: node, providingAccessorsOf: declaration, in: context)
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try ComposableArchitectureMacrosSupport.PresentsMacro.expansion(
      of: node, providingPeersOf: declaration, in: context)
  }
}

/// `@ViewAction(for:)`, forwarding to `ComposableArchitectureMacrosSupport`.
public enum ViewActionMacro {}

extension ViewActionMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try ComposableArchitectureMacrosSupport.ViewActionMacro.expansion(
      of: node, attachedTo: declaration, providingExtensionsOf: type,
      conformingTo: protocols, in: context)
  }
}

@main
struct ComposableArchitecturePlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    ReducerMacro.self,
    ReducerCaseEphemeralMacro.self,
    ReducerCaseIgnoredMacro.self,
    ObservableStateMacro.self,
    ObservationStateTrackedMacro.self,
    ObservationStateIgnoredMacro.self,
    PresentsMacro.self,
    ViewActionMacro.self,
  ]
}

import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct ComposableArchitecturePlugin: CompilerPlugin {
  let providingMacros: [Macro.Type] = []
}

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState`: makes a struct's stored properties observable one by one, or gives an
/// enum an identity made of its case and the case's state.
///
/// On a struct it adds the registrar (which is also the value's identity), marks each stored
/// `var` `@ObservationStateTracked`, and relabels the backing storage in dumps so that test
/// failures show `count`, not `_count`.
public enum ObservableStateMacro {}

extension ObservableStateMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let access = declaration.accessPrefix
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return [enumIdentity(enumDecl, access: access)]
    }
    guard declaration.is(StructDeclSyntax.self) else {
      context.diagnose(Diagnostic(node: node, message: ObservableStateDiagnostic.notAValueType))
      return []
    }
    let renamed = declaration.memberBlock.members
      .compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .filter { Self.isTracked($0) || $0.hasWrapperAttribute }
      .compactMap(\.identifierName)
    let names = renamed.map { "\"\($0)\"" }.joined(separator: ", ")
    let inPlace = Self.inPlaceAccess(declaration, access: access)
    return [
      """
      @ObservationStateIgnored
      var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
      """,
      """
      \(raw: access)var _$id: ComposableArchitecture.ObservableStateID {
        _$observationRegistrar.id
      }
      """,
      """
      \(raw: access)mutating func _$willModify() {
        _$observationRegistrar._$willModify()
      }
      """,
      """
      \(raw: access)static var _$identityOffset: Int? {
        ComposableArchitecture.ObservationStateRegistrar._$identityOffset(
          in: \\Self._$observationRegistrar
        )
      }
      """,
      """
      \(raw: access)static var _$changeCountOffset: Int? {
        ComposableArchitecture.ObservationStateRegistrar._$changeCountOffset(
          in: \\Self._$observationRegistrar
        )
      }
      """,
      """
      \(raw: access)var _$stamp: UInt64 {
        get {
          _$observationRegistrar._$stamp
        }
        set {
          _$observationRegistrar._$stamp = newValue
        }
      }
      """,
      """
      \(raw: access)var customDumpMirror: Mirror {
        ComposableArchitecture._observableStateMirror(self, properties: [\(raw: names)])
      }
      """,
    ] + (inPlace.map { [$0] } ?? [])
  }

  /// `_$inPlace(_:)`: for a key path to a tracked property (or to a `@Presents` property's
  /// `$name`), the key path to its stored backing, so that reducers change it in place; `nil`
  /// when the struct has no such property, and the protocol's default answers.
  static func inPlaceAccess(_ declaration: some DeclGroupSyntax, access: String) -> DeclSyntax? {
    let variables = declaration.memberBlock.members.compactMap {
      $0.decl.as(VariableDeclSyntax.self)
    }
    var branches: [String] = []
    for variable in variables {
      guard let name = variable.identifierName else { continue }
      let property: String
      if isTracked(variable) {
        property = name
      } else if variable.hasAttribute(named: "Presents") {
        property = "$\(name)"
      } else {
        continue
      }
      branches.append(
        """
        if property == \\Self.\(property) as AnyKeyPath {
          return ComposableArchitecture._$InPlaceProperty(
            storage: \\Self._\(name),
            identity: { ComposableArchitecture._$identity(of: $0) },
            willModify: { $0._$willModify() },
            notify: { $0._$observationRegistrar.didModify($0, keyPath: \\.\(name), changed: true) }
          )
        }
        """
      )
    }
    guard !branches.isEmpty else { return nil }
    // Each line after the first is indented as the function's body.
    let body = branches.joined(separator: "\n")
      .split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: "\n  ")
    return """
      \(raw: access)static func _$inPlace<_$Value>(
        _ property: WritableKeyPath<Self, _$Value>
      ) -> ComposableArchitecture._$InPlaceProperty<Self, _$Value>? {
        let property = property as AnyKeyPath
        \(raw: body)
        return nil
      }
      """
  }

  /// The identity of an enum: its case, combined with the identity of the case's state.
  static func enumIdentity(_ enumDecl: EnumDeclSyntax, access: String) -> DeclSyntax {
    var cases: [String] = []
    var tag = 0
    for member in enumDecl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements {
        let name = element.name.text
        let count = element.parameterClause?.parameters.count ?? 0
        switch count {
        case 0:
          cases.append(
            "case .\(name): return ComposableArchitecture.ObservableStateID._$inert._$tag(\(tag))"
          )
        case 1:
          cases.append(
            """
            case .\(name)(let state):
              return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(\(tag))
            """
          )
        default:
          // Several values have no one identity: any change counts as a replacement.
          cases.append(
            "case .\(name): return ComposableArchitecture.ObservableStateID()._$tag(\(tag))"
          )
        }
        tag += 1
      }
    }
    let body =
      cases.isEmpty
      ? "ComposableArchitecture.ObservableStateID._$inert"
      : "switch self {\n\(cases.joined(separator: "\n"))\n}"
    return """
      \(raw: access)var _$id: ComposableArchitecture.ObservableStateID {
        \(raw: body)
      }
      """
  }

  /// Whether a member is a stored `var` that `@ObservableState` tracks.
  static func isTracked(_ variable: VariableDeclSyntax) -> Bool {
    guard variable.bindingSpecifier.tokenKind == .keyword(.var),
      variable.bindings.count == 1,
      let binding = variable.bindings.first,
      binding.pattern.is(IdentifierPatternSyntax.self),
      binding.accessorBlock == nil,
      !variable.modifiers.contains(where: {
        [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind)
      }),
      !variable.attributes.contains(where: { _ in true })
    else { return false }
    return true
  }
}

extension ObservableStateMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self),
      let variable = member.as(VariableDeclSyntax.self),
      isTracked(variable)
    else { return [] }
    return ["@ObservationStateTracked"]
  }
}

extension ObservableStateMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    if declaration.declaresConformance(to: "ObservableState") {
      return []
    }
    let conformances =
      declaration.is(StructDeclSyntax.self)
      ? "ComposableArchitecture.ObservableState, Observation.Observable, "
        + "CustomDump.CustomDumpReflectable"
      : "ComposableArchitecture.ObservableState, Observation.Observable"
    return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: conformances) {}")]
  }
}

/// `@ObservationStateTracked`: the accessors of one tracked property of an `@ObservableState`
/// struct, and its backing storage `_name`.
public enum ObservationStateTrackedMacro {}

extension ObservationStateTrackedMacro: AccessorMacro {
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
        _\(raw: name) = initialValue
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
        return _\(raw: name)
      }
      """,
      AccessorDeclSyntax(stringLiteral: trackedSetter(key: name, storage: "_\(name)")),
      AccessorDeclSyntax(stringLiteral: trackedModify(key: name, storage: "_\(name)")),
    ]
  }
}

extension ObservationStateTrackedMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      let binding = variable.bindings.first,
      let name = variable.identifierName
    else { return [] }
    let type = binding.typeAnnotation.map { $0.trimmedDescription } ?? ""
    let initializer = binding.initializer.map { " \($0.trimmedDescription)" } ?? ""
    return [
      """
      @ObservationStateIgnored
      private var _\(raw: name)\(raw: type)\(raw: initializer)
      """
    ]
  }
}

/// `@ObservationStateIgnored`: leaves a property of an `@ObservableState` struct untracked.
/// Expands to nothing; `@ObservableState` reads it.
public enum ObservationStateIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}

enum ObservableStateDiagnostic: String, DiagnosticMessage {
  case notAValueType
  case presentsNeedsOptionalType

  var message: String {
    switch self {
    case .notAValueType:
      "'@ObservableState' can only be applied to a struct or an enum"
    case .presentsNeedsOptionalType:
      "'@Presents' needs an optional type, as in '@Presents var destination: Destination.State?'"
    }
  }

  var diagnosticID: MessageID {
    MessageID(domain: "ComposableArchitecture", id: rawValue)
  }

  var severity: DiagnosticSeverity { .error }
}

extension DeclGroupSyntax {
  /// Whether the declaration already lists the protocol (qualified or not), in which case a
  /// macro adds no conformance of its own.
  func declaresConformance(to protocolName: String) -> Bool {
    inheritanceClause?.inheritedTypes.contains {
      $0.type.trimmedDescription.hasSuffix(protocolName)
    } ?? false
  }
}

extension VariableDeclSyntax {
  /// The name of a single-binding variable, as in `var name = …`.
  var identifierName: String? {
    guard bindings.count == 1,
      let pattern = bindings.first?.pattern.as(IdentifierPatternSyntax.self)
    else { return nil }
    return pattern.identifier.text
  }

  /// Whether the variable carries an attribute with this name (`Presents`), qualified or not.
  func hasAttribute(named name: String) -> Bool {
    attributes.contains {
      guard case .attribute(let attribute) = $0 else { return false }
      let attributeName = attribute.attributeName.trimmedDescription
      return attributeName == name || attributeName.hasSuffix(".\(name)")
    }
  }

  /// Whether the variable carries a property wrapper or a storage macro (`@Presents`,
  /// `@Shared`), whose backing storage is named `_name`.
  var hasWrapperAttribute: Bool {
    attributes.contains {
      guard case .attribute(let attribute) = $0 else { return false }
      let name = attribute.attributeName.trimmedDescription
      return name.first?.isUppercase == true && !name.hasPrefix("ObservationState")
    }
  }
}

/// The `set` accessor of a tracked property: it notifies observers of `key` when the new value's
/// identity differs from the stored one's: for observable state, when it is replaced; for other
/// values, unless the two are equal (`Equatable` values) or the same object.
func trackedSetter(key: String, storage: String) -> String {
  """
  set {
    _$willModify()
    let _$changed = ComposableArchitecture._$notifies(
      ComposableArchitecture._$identity(of: \(storage)),
      ComposableArchitecture._$identity(of: newValue),
      different: ComposableArchitecture._$isDifferent(\(storage), newValue)
    )
    if _$changed { _$observationRegistrar.willSet(self, keyPath: \\.\(key)) }
    \(storage) = newValue
    if _$changed { _$observationRegistrar.didSet(self, keyPath: \\.\(key)) }
  }
  """
}

/// The `_modify` accessor of a tracked property: it mutates the storage in place, then notifies
/// observers of `key` if the value's identity changed.
func trackedModify(key: String, storage: String) -> String {
  """
  _modify {
    _$willModify()
    let _$before = ComposableArchitecture._$identity(of: \(storage))
    yield &\(storage)
    _$observationRegistrar.didModify(
      self, keyPath: \\.\(key),
      changed: _$before != ComposableArchitecture._$identity(of: \(storage))
    )
  }
  """
}

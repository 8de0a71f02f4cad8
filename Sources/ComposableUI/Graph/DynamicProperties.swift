import IssueReporting

/// A property of a view that the view graph keeps across the view's values, such as ``State``:
/// each new value of the view, made by its parent's body, reads the storage of the first one.
///
/// The properties of this module conform; a property made of such properties (a struct with
/// `@State` fields, say) conforms to use them.
public protocol DynamicProperty {
  /// Called before the view's body is evaluated.
  mutating func update()
}

extension DynamicProperty {
  /// Nothing to do by default.
  public mutating func update() {}
}

/// A dynamic property whose storage is one reference, stored inline in the view's value.
protocol BoxedDynamicProperty: DynamicProperty {
  /// The storage, kept by the node for the identity's lifetime.
  var box: DynamicPropertyBox { get }
}

/// The storage of one dynamic property: a reference in the view's value, which the graph
/// replaces in each new value with the one it kept from the first.
///
/// Not isolated, so that a view's properties can be created wherever the view is; the property
/// wrappers read and write their boxes only on the main actor.
class DynamicPropertyBox {
  /// The node whose view holds the property, once the view is in the graph.
  weak var node: _ViewNode?
  /// The property's name in the view (`_count` for `@State var count`), for
  /// `View._printChanges()`.
  var label = ""
  /// The type of the view that holds the property, for messages.
  var viewType: Any.Type?

  init() {}
}

/// Where a view type keeps its dynamic properties, found once per type, and the storage one
/// node keeps for them.
///
/// Finding the properties takes reflection (`Mirror`) once per view type; after that, each new
/// value of the view gets its storage installed by writing references at known offsets, with no
/// reflection per evaluation.
///
/// The safe design, walking each new value with `Mirror` to hand its properties their storage,
/// works but reflects on every evaluation (about a microsecond per view), which #13 rules out.
/// The unsafe part is sound because the offsets are found in a value of the same type, each is
/// the offset of a strong reference to a box of the class stored there, and assignment through
/// the base class releases and retains as a typed assignment would.
@MainActor
struct DynamicProperties {
  /// Byte offsets of the properties' references in the view's value.
  private let offsets: [Int]
  /// The storage, in the order of `offsets`.
  private let boxes: [DynamicPropertyBox]

  init<Content: View>(of view: Content) {
    let (offsets, labels) = Self.layout(of: view)
    self.offsets = offsets
    boxes = withUnsafeBytes(of: view) { raw in
      offsets.map { raw.load(fromByteOffset: $0, as: DynamicPropertyBox.self) }
    }
    for (box, label) in zip(boxes, labels) {
      box.label = label
      box.viewType = Content.self
    }
  }

  /// Points each box at its node.
  func attach(to node: _ViewNode) {
    for box in boxes {
      box.node = node
    }
  }

  /// Replaces the storage in a new value of the view with the kept one.
  func install<Content: View>(into view: inout Content) {
    guard !offsets.isEmpty else { return }
    withUnsafeMutableBytes(of: &view) { raw in
      for (offset, box) in zip(offsets, boxes) {
        // The field at `offset` is a strong reference to a box of the same class as `box` (the
        // same view type, the same property); assigning through the base class releases the new
        // value's box and retains the kept one.
        (raw.baseAddress! + offset).withMemoryRebound(to: DynamicPropertyBox.self, capacity: 1) {
          $0.pointee = box
        }
      }
    }
  }

  /// The offsets (and the properties' names) found for each view type so far.
  private static var layoutByType: [ObjectIdentifier: (offsets: [Int], labels: [String])] = [:]

  private static func layout<Content: View>(
    of view: Content
  ) -> (offsets: [Int], labels: [String]) {
    if let layout = layoutByType[ObjectIdentifier(Content.self)] {
      return layout
    }
    var boxes: [(box: DynamicPropertyBox, label: String)] = []
    // A class view keeps its properties in itself: nothing to move between values.
    if !(Content.self is AnyObject.Type) {
      collectBoxes(in: view, into: &boxes)
    }
    var offsets: [Int] = []
    var labels: [String] = []
    if !boxes.isEmpty {
      let addresses = boxes.map {
        UInt(bitPattern: Unmanaged.passUnretained($0.box).toOpaque())
      }
      var found = [Int?](repeating: nil, count: boxes.count)
      withUnsafeBytes(of: view) { raw in
        let step = MemoryLayout<UInt>.alignment
        var offset = 0
        while offset + MemoryLayout<UInt>.size <= raw.count {
          let word = raw.load(fromByteOffset: offset, as: UInt.self)
          if let index = addresses.firstIndex(of: word), found[index] == nil {
            found[index] = offset
          }
          offset += step
        }
      }
      if found.contains(nil) {
        reportIssue(
          """
          \(Content.self) keeps a @State (or another dynamic property) somewhere the view graph \
          cannot reach (inside an enum, an optional or an existential), so it starts over each \
          time the parent's body runs.

          Declare dynamic properties as stored properties of the view, or of a DynamicProperty \
          struct stored in the view.
          """
        )
      }
      offsets = found.compactMap { $0 }
      labels = zip(found, boxes).compactMap { $0 == nil ? nil : $1.label }
    }
    layoutByType[ObjectIdentifier(Content.self)] = (offsets, labels)
    return (offsets, labels)
  }

  /// The boxes of the dynamic properties in a value, looking inside dynamic properties made of
  /// other ones.
  private static func collectBoxes(
    in value: Any, into boxes: inout [(box: DynamicPropertyBox, label: String)]
  ) {
    for child in Mirror(reflecting: value).children {
      if let property = child.value as? any BoxedDynamicProperty {
        boxes.append((property.box, child.label ?? "_"))
      } else if child.value is any DynamicProperty || child.value is any ViewModifier {
        // A property made of properties, or the modifier a `ModifierBody` applies.
        collectBoxes(in: child.value, into: &boxes)
      }
    }
  }
}

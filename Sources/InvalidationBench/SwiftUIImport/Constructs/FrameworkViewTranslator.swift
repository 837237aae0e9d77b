import SwiftSyntax

/// SwiftUI's other views (`Image`, `Label`, `Menu`, `GeometryReader`, shapes, gradients, …, and AVKit's `VideoPlayer`): an element
/// showing the call's values, its closures read as content; a call of a view neither SwiftUI's
/// nor the files' is read the same way, with a warning.
enum FrameworkViewTranslator: ConstructTranslator {
  /// Views that show something and read nothing the import models, and views the import reads
  /// through (their closures are content, their arguments what they show): elements of their
  /// own kind, without a warning.
  static let views: Set<String> = [
    "Image", "Color", "Spacer", "Divider", "ProgressView", "Label", "Circle", "Rectangle",
    "NavigationSplitView", "TabView", "ToolbarItem", "ToolbarItemGroup", "Menu", "GeometryReader",
    "ViewThatFits", "ScrollViewReader", "DisclosureGroup", "GroupBox", "ControlGroup", "LabeledContent",
    "Grid", "GridRow", "AnyView", "ContentUnavailableView", "ShareLink", "Link", "Gauge",
    "AsyncImage", "Capsule", "RoundedRectangle", "Ellipse", "EmptyView", "TimelineView", "Canvas",
    "EditButton", "PasteButton", "RenameButton", "HStackLayout", "VStackLayout", "ZStackLayout",
    "Chart", "Table", "OutlineGroup", "Tab", "TableColumn", "ToolbarSpacer", "GlassEffectContainer",
    "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "UnevenRoundedRectangle",
    "ContainerRelativeShape", "VideoPlayer",
  ]
  static var precedesAppViews: Bool { false }

  static func view(_ view: ViewCall, in body: inout BodyTranslator) -> [ScreenDraft.Part]? {
    element(view, in: &body)
  }

  /// The element a call of a view shows, and its content: a view of SwiftUI's (`views`), or
  /// one of neither SwiftUI nor the files, with a warning.
  static func element(_ view: ViewCall, in body: inout BodyTranslator, isLink: Bool = false)
    -> [ScreenDraft.Part]
  {
    let (name, call) = (view.name, view.call)
    let saved = body.selection
    defer { body.selection = saved }
    body.selection = body.selected(by: call) ?? body.selection
    if !views.contains(name) && !NavigationTranslator.views.contains(name) {
      body.warn(
        .opaque,
        call,
        "kept '\(name)' as an element showing its arguments and content: it is not a view of these files")
    }
    let value = body.shownValue(Array(call.arguments), firstAlways: true) ?? body.constant("true", at: call)
    // An element's kind is capitalized in a screen file.
    let element = ScreenDraft.Part.element(
      kind: name.first?.isUppercase == true ? name : "Opaque", content: value)
    return [element] + body.contents(of: call, isLink: isLink)
  }
}

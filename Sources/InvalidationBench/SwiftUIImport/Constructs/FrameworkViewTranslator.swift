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
      var warning = body.place(call).warning(
        .opaque,
        "kept '\(name)' as an element showing its arguments and content: it is not a view of these files")
      warning.outside = givesOnlyValues(call, in: body) ? .view(name) : nil
      body.warnings.append(warning)
    }
    let value = body.shownValue(Array(call.arguments), firstAlways: true) ?? body.constant("true", at: call)
    // An element's kind is capitalized in a screen file.
    let element = ScreenDraft.Part.element(
      kind: name.first?.isUppercase == true ? name : "Opaque", content: value)
    return [element] + body.contents(of: call, isLink: isLink)
  }

  /// Whether `call` gives the view only values its parent reads: no closure (an action it may
  /// run, content it may build in its own body), no binding nor `&` (a write back), and no
  /// argument that is a bare name other than the view's state or constants (a model, an input
  /// or a row's element may be an object the view observes, or one a generic over
  /// `ObservableObject` requires).
  private static func givesOnlyValues(_ call: FunctionCallExprSyntax, in body: BodyTranslator) -> Bool {
    guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else { return false }
    let values = Set(body.draft.state.map(\.name)).union(body.draft.constants.keys).subtracting(
      body.draft.models.keys)
    return call.arguments.allSatisfy { argument in
      let expr = argument.expression
      let givesBack = expr.tokens(viewMode: .sourceAccurate).contains { token in
        token.tokenKind == .leftBrace || token.tokenKind == .prefixAmpersand || token.text.hasPrefix("$")
      }
      guard !givesBack else { return false }
      let bare =
        expr.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? expr.as(MemberAccessExprSyntax.self).flatMap { member in
          member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            ? member.declName.baseName.text : nil
        }
      return bare.map(values.contains) ?? true
    }
  }
}

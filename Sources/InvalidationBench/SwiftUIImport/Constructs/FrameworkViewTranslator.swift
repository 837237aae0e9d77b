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
  /// SwiftUI's views made by a static member of their type, with or without arguments
  /// (`ContentUnavailableView.search`, `.search(text: query)`): elements of the type's kind,
  /// showing the arguments.
  static let staticMembers: Set<String> = ["ContentUnavailableView.search"]
  /// SwiftUI's own colors (`Color.red`; docs/swiftui-import.md, "What the source states"):
  /// each the same value every time it is shown.
  static let colors: Set<String> = [
    "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple",
    "red", "teal", "white", "yellow", "accentColor", "primary", "secondary",
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
      warning.element = keepsEveryArgument(call) ? name : nil
      body.warnings.append(warning)
    }
    let roots = body.outsideRoots
    defer { body.outsideRoots = roots }
    if name == "ScrollViewReader", let proxy = scrollProxy(of: call) {
      body.outsideRoots.insert(proxy)
      body.warnings.append(
        body.place(call).warning(
          .approximated,
          "took what '\(proxy)' does as scrolling only, which changes no state a body reads; rows a lazy container would mount as it scrolls are not counted"
        ))
    }
    let value = body.shownValue(Array(call.arguments), firstAlways: true) ?? body.constant("true", at: call)
    // An element's kind is capitalized in a screen file.
    let element = ScreenDraft.Part.element(
      kind: name.first?.isUppercase == true ? name : "Opaque", content: value)
    let parts = [element] + body.contents(of: call, isLink: isLink)
    // A menu's items are the menu's: they move with it.
    if name == "Menu" { body.markControl(parts) }
    return parts
  }

  /// Whether `call` gives the view only values its parent reads: literals (a text's
  /// interpolations of such values too), implicit members (`.red`), and fields of its models
  /// holding plain values (`inbox.unread`); no closure, binding, `&`, key path, method, state
  /// (of any type: a closure, an object), constant, input, local, row's element or model,
  /// which the view may run, write through, observe, or need to be an `ObservableObject`.
  private static func givesOnlyValues(_ call: FunctionCallExprSyntax, in body: BodyTranslator) -> Bool {
    guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else { return false }
    return call.arguments.allSatisfy { isValue($0.expression, in: body) }
  }

  /// The name a `ScrollViewReader` gives its proxy (`{ proxy in … }`), whose `scrollTo`
  /// moves the scroll view and changes nothing a body reads: an action of its content that
  /// calls it does nothing the screen shows (docs/swiftui-import.md, "Actions"). `nil` where
  /// the file observes scrolling anywhere (`.scrollPosition`, an `.onScroll…` action, on the
  /// reader's content or a scroll view around it): a scroll then writes what those read.
  private static func scrollProxy(of call: FunctionCallExprSyntax) -> String? {
    let content = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
    guard let content, let proxy = BodyTranslator.parameterNames(of: content).first, proxy != "_" else {
      return nil
    }
    let observes = call.root.tokens(viewMode: .sourceAccurate).contains { token in
      token.tokenKind == .identifier(token.text)
        && (token.text == "scrollPosition" || token.text.hasPrefix("onScroll"))
    }
    return observes ? nil : proxy
  }

  /// Whether the element made of `call` keeps what its arguments do in its place: no binding
  /// (`$query`, `Binding(…)`, `Bindable(model)`), no `&`, no closure but trailing content
  /// (none inside an argument either), which are dropped there, and so would hide a write or a
  /// read from a fix that moves parts (`ImportWarning.element`).
  private static func keepsEveryArgument(_ call: FunctionCallExprSyntax) -> Bool {
    call.arguments.allSatisfy { argument in
      let tokens = argument.expression.tokens(viewMode: .sourceAccurate)
      return !tokens.contains { token in
        token.tokenKind == .prefixAmpersand || token.tokenKind == .leftBrace || token.text.hasPrefix("$")
          || token.text == "Binding" || token.text == "Bindable"
      }
    }
  }

  private static func isValue(_ expr: ExprSyntax, in body: BodyTranslator) -> Bool {
    if let text = expr.as(StringLiteralExprSyntax.self) {
      return text.segments.allSatisfy { segment in
        segment.as(ExpressionSegmentSyntax.self).map { interpolation in
          interpolation.expressions.allSatisfy { isValue($0.expression, in: body) }
        } ?? true
      }
    }
    if expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self)
      || expr.is(BooleanLiteralExprSyntax.self) || expr.is(NilLiteralExprSyntax.self)
    {
      return true
    }
    guard let member = expr.as(MemberAccessExprSyntax.self) else { return false }
    guard let base = member.base else { return true }
    let name = member.declName.baseName.text
    // A row's element or a local of the same name is not the model.
    guard let owner = base.as(DeclReferenceExprSyntax.self)?.baseName.text, body.locals[owner] == nil,
      let key = body.draft.models[owner], body.renames[owner].map({ $0 == key }) ?? true,
      let store = body.stores[key]
    else { return false }
    return store.fields.contains { $0.name == name && $0.holdsPlainValue }
  }
}

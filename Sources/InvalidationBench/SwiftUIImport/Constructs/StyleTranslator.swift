import SwiftSyntax

/// `.buttonStyle(.plain)`, `.toggleStyle(SwitchToggleStyle())`, …: a style is how the views
/// under it draw, not a view the body shows; what its arguments read is an element of the
/// styled view. SwiftUI's own styles (`swiftUIStyles`, or `.plain` and the like) draw nothing
/// the import models; any other style draws with its `makeBody(configuration:)`, which the
/// import does not run: read so, with a warning at the style (docs/swiftui-import.md).
enum StyleTranslator: ConstructTranslator {
  static let modifiers: Set<String> = [
    "buttonStyle", "toggleStyle", "pickerStyle", "listStyle", "textFieldStyle", "labelStyle",
    "menuStyle", "progressViewStyle", "datePickerStyle", "gaugeStyle", "tabViewStyle", "indexViewStyle",
    "formStyle", "groupBoxStyle", "controlGroupStyle", "disclosureGroupStyle", "labeledContentStyle",
    "navigationSplitViewStyle", "navigationViewStyle", "menuButtonStyle", "tableStyle",
    "presentedWindowStyle", "windowStyle", "windowToolbarStyle", "textEditorStyle",
  ]

  /// SwiftUI's style types, written as calls (`PlainButtonStyle()`).
  static let swiftUIStyles: Set<String> = [
    "PlainButtonStyle", "BorderedButtonStyle", "BorderedProminentButtonStyle", "BorderlessButtonStyle",
    "DefaultButtonStyle", "LinkButtonStyle", "CardButtonStyle", "SwitchToggleStyle", "CheckboxToggleStyle",
    "ButtonToggleStyle", "DefaultToggleStyle", "InsetGroupedListStyle", "GroupedListStyle", "PlainListStyle",
    "InsetListStyle", "SidebarListStyle", "DefaultListStyle", "BorderedListStyle", "CarouselListStyle",
    "EllipticalListStyle", "SegmentedPickerStyle", "MenuPickerStyle", "WheelPickerStyle", "InlinePickerStyle",
    "DefaultPickerStyle", "RadioGroupPickerStyle", "PopUpButtonPickerStyle", "NavigationLinkPickerStyle",
    "PalettePickerStyle", "RoundedBorderTextFieldStyle", "PlainTextFieldStyle", "SquareBorderTextFieldStyle",
    "DefaultTextFieldStyle", "IconOnlyLabelStyle", "TitleOnlyLabelStyle", "TitleAndIconLabelStyle",
    "DefaultLabelStyle", "PageTabViewStyle", "DefaultTabViewStyle", "VerticalPageTabViewStyle",
    "CircularProgressViewStyle", "LinearProgressViewStyle", "DefaultProgressViewStyle",
    "GraphicalDatePickerStyle", "CompactDatePickerStyle", "WheelDatePickerStyle", "FieldDatePickerStyle",
    "StepperFieldDatePickerStyle", "DefaultDatePickerStyle", "GroupedFormStyle", "ColumnsFormStyle",
    "StackNavigationViewStyle", "DoubleColumnNavigationViewStyle", "DefaultNavigationViewStyle",
    "BorderlessButtonMenuStyle", "ButtonMenuStyle", "DefaultMenuStyle", "PageIndexViewStyle",
    "DefaultGroupBoxStyle", "AutomaticDisclosureGroupStyle", "HiddenTitleBarWindowStyle",
    "TitleBarWindowStyle",
    "UnifiedWindowToolbarStyle", "ExpandedWindowToolbarStyle", "UnifiedCompactWindowToolbarStyle",
    "AccessoryCircularGaugeStyle", "LinearCapacityGaugeStyle", "DefaultGaugeStyle", "InsetTableStyle",
    "BorderedTableStyle",
  ]

  static func modify(_ parts: [ScreenDraft.Part], with modifier: ModifierCall, in body: inout BodyTranslator)
    -> [ScreenDraft.Part]?
  {
    let call = modifier.call
    var read: [ScreenDraft.Part] = []
    for argument in call.arguments {
      guard let style = argument.expression.as(FunctionCallExprSyntax.self),
        let name = BodyTranslator.calledName(style), !swiftUIStyles.contains(name)
      else { continue }
      // `CustomLabelStyle(iconVisible: count > 1)`: the style is a value made in this body, so
      // what its arguments read is read here, a change of it restyling the views under it.
      read += body.modifierReads(modifier.name, style)
      body.warn(
        .approximated, style,
        "read '\(name)' as a style of the views under it: its makeBody(configuration:) is not run, so what it reads there is not counted\(body.declared.contains(name) ? "" : " (it is not declared in these files)")"
      )
    }
    return parts + body.modifierReads(modifier.name, call) + read
  }
}

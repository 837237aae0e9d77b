import Testing

@testable import InvalidationBench

/// The registry is the one list of SwiftUI names the import knows: each name belongs to one
/// family, so that adding a construct is one place.
@Suite struct ConstructRegistryTests {
  @Test func everyViewNameBelongsToOneFamily() {
    let names = ConstructRegistry.allNames.views
    let repeated = Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
    #expect(repeated.isEmpty, "listed by more than one family: \(repeated)")
  }

  @Test func everyModifierNameBelongsToOneFamily() {
    let names = ConstructRegistry.allNames.modifiers
    let repeated = Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
    #expect(repeated.isEmpty, "listed by more than one family: \(repeated)")
  }

  /// The screen format's containers and controls are SwiftUI's: the families read them by the
  /// vocabulary's names, not a list of their own.
  @Test func theFormatsContainersAndControlsAreTranslatedByTheirFamilies() {
    for container in ScreenVocabulary.Container.allCases {
      #expect(ConstructRegistry.viewFamily(container.rawValue)?.views.contains("ForEach") == true)
    }
    for control in ScreenVocabulary.Control.allCases {
      #expect(
        ConstructRegistry.viewFamily(control.rawValue)?.views
          == Set(ScreenVocabulary.Control.allCases.map(\.rawValue)))
    }
  }

  /// A modifier no family lists is an interaction when its name says the user starts it
  /// (`onTapGesture`, `refreshable`), and read for its arguments otherwise (`padding`).
  @Test func unlistedModifiersAreInteractionsByName() {
    #expect(ConstructRegistry.modifierFamily("onTapGesture") != nil)
    #expect(ConstructRegistry.modifierFamily("refreshable") != nil)
    #expect(ConstructRegistry.modifierFamily("padding") == nil)
    #expect(ConstructRegistry.modifierFamily("onboarding") == nil)
  }
}

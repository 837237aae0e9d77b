/// Which kind of model object a store is, and so how records travel to views.
public enum StoreFlavour: String, Sendable, CaseIterable {
  /// `ObservableObject` + `@Published`: records are structs, passed to views by value.
  case combine
  /// `@Observable`: records are `@Observable` classes, passed by reference and tracked per field.
  case observable
}

/// An `ObservableObject` split in two, the fields one interaction alone writes in a model of
/// their own: views holding only the other half no longer re-run on its writes (each model).
enum SplitModelFix: FixDefinition {
  static let kind = FixKind.splitModel
  static let summary =
    "split an ObservableObject whose fields different interactions write into two (each model)"

  static func candidates(in context: FixContext) -> [Fix] {
    context.draft.stores.filter(\.classCanChange).flatMap { store in
      ModelSplit.candidates(of: store, in: context.draft).map { split in
        let fields = split.moved.sorted().joined(separator: ", ")
        return Fix(
          kind: kind, subject: "\(store.className).\(split.action)", place: FixContext.written(store.place),
          prospect: .storeReruns(context.holders(of: store.key)),
          change:
            "split \(store.className): move \(fields), which only \(split.action) writes, into a model of their own (\(split.newClass(of: store))), held only by the views that read them: the others then do not re-run when \(split.action) writes",
          sketch: """
            final class \(split.newClass(of: store)): ObservableObject { \(split.moved.sorted().map { "@Published var \($0) = …" }.joined(separator: "; ")) }
            // \(store.className) keeps the rest; a view holds (@ObservedObject) the models it reads
            """,
          claims: [.fieldsMoved(model: store.className, fields: split.moved.sorted())]
        ) { split.apply(to: &$0) }
      }
    }
  }
}

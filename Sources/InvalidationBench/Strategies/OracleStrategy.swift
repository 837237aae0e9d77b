/// The oracle: evaluates every view of the natural screen from scratch at every frame, with no
/// observation at all. Its rendered tree is the correct one; the evaluations whose output changed
/// are `min_evals` and the elements whose content changed are `min_elements`.
final class OracleStrategy: InvalidationStrategy {
  typealias Store = ObservableStore
  typealias ViewState = Void

  func willRender(_ graph: ViewGraph<OracleStrategy>) {
    if let root = graph.root { graph.markDirty(root, reason: .oracle) }
  }

  func difference(
    _ child: ViewInstance<Void>, inputs: ArraySlice<Value>, recordCopies: ArraySlice<Value>,
    in graph: ViewGraph<OracleStrategy>
  ) -> EvaluationReason? {
    .oracle
  }
}

/// The oracle: evaluates every view of the natural screen from scratch at every frame, with no
/// observation at all. Its rendered tree is the correct one; the evaluations whose output changed
/// are `min_evals` and the elements whose content changed are `min_elements`.
struct OracleStrategy: InvalidationStrategy {
  var flavour: StoreFlavour { .observable }
  var evaluatesEverything: Bool { true }
}

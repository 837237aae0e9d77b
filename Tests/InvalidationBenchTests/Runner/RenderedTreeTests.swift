import Testing

@testable import InvalidationBench

/// Which views a stale frame's wrong elements belong to (`RenderedTree.differingOwners`): the
/// staleness of a screen is laid at their door (docs/advise.md, "Not judged").
@Suite struct RenderedTreeTests {
  /// A tree of `(text, owner)` elements, each styled `false`.
  static func tree(_ elements: [(String, String)]) -> RenderedTree {
    var tree = RenderedTree()
    for (text, owner) in elements { tree.append(content: .string(text), style: .bool(false), owner: owner) }
    return tree
  }

  @Test func aChangedTextIsItsOwnersAlone() {
    let shown = Self.tree([("Title", "Screen"), ("4 weeks", "Panel"), ("Done", "Screen")])
    let wanted = Self.tree([("Title", "Screen"), ("2 weeks", "Panel"), ("Done", "Screen")])
    #expect(shown.differingOwners(from: wanted) == ["Panel"])
  }

  /// Panel shows a `Text` where its own `if` now shows a `Label` and a `Text`: the elements
  /// between those both trees show alike ("Title" before, "Done" after) are all Panel's.
  @Test func anOtherBranchOfOneViewsOwnBodyIsThatViews() {
    let shown = Self.tree([("Title", "Screen"), ("2 weeks", "Panel"), ("Done", "Screen")])
    let wanted = Self.tree([
      ("Title", "Screen"), ("checkmark", "Panel"), ("2 weeks", "Panel"), ("Done", "Screen"),
    ])
    #expect(shown.differingOwners(from: wanted) == ["Panel"])
  }

  /// A wrong text of Screen's before the branch is Screen's, the branch Panel's.
  @Test func aBranchAndATextOfAnotherViewAreEachTheirOwners() {
    let shown = Self.tree([("Old", "Screen"), ("2 weeks", "Panel"), ("Done", "Screen")])
    let wanted = Self.tree([
      ("New", "Screen"), ("checkmark", "Panel"), ("2 weeks", "Panel"), ("Done", "Screen"),
    ])
    #expect(shown.differingOwners(from: wanted) == ["Panel", "Screen"])
  }

  /// A child shown where it was not (Badge's element between two of Screen's): Screen's
  /// re-run or Badge's own cannot be told apart; no view alone explains it.
  @Test func elementsOfTwoViewsInBetweenAreNoOnesAlone() {
    let shown = Self.tree([("Title", "Screen"), ("Done", "Screen")])
    let wanted = Self.tree([("Title", "Screen"), ("New", "Badge"), ("3", "Screen"), ("Done", "Screen")])
    #expect(shown.differingOwners(from: wanted) == nil)
  }
}

/// What an import kept of the source (docs/swiftui-import.md, "The import summary"): the
/// views under the root against those in the files, and the reads of the bodies kept as they
/// are, derived, or dropped; each dropped read is also a warning at its position.
public struct ImportSummary: Sendable {
  /// A read the import dropped, where it is.
  public struct Loss: Sendable {
    public let view: String
    public let property: String
    /// `FILE:LINE:COLUMN`.
    public let position: String
  }

  public let root: String
  /// Why the root is the root, as the summary says it.
  public let rootReason: String
  /// The other candidates for the root, with the views under each.
  public let otherRoots: [(name: String, views: Int)]
  public let viewsInFiles: Int
  public let viewsUnderRoot: Int
  /// Of those, the views the import kept opaque (their body shows nothing it could read).
  public let opaqueViewsUnderRoot: Int
  /// The places where bodies read their view's stored properties (`ReadCensus`): of the views
  /// under the root and those of the feature's files.
  public let reads: Int
  public let keptExactly: Int
  public let derived: Int
  public let dropped: Int
  /// Every dropped read, view by view, body before helpers.
  public let losses: [Loss]
  /// Models the views use that the files do not declare, by type: passing their files keeps
  /// their reads.
  public let unknownModels: [String]
  /// The app the import brought files in from, and each file with the types it was brought
  /// in for (`AppFolder`); `nil` when it brought in none.
  public internal(set) var broughtIn: (app: String, files: [AppFolder.Brought])?
  /// The colours and images of the app's asset catalogs the views use, which Xcode declares
  /// (`AssetSymbols`: `Color.appGray`).
  public internal(set) var assetSymbols: [String] = []
  /// The default trace's interactions, each with what it writes (none with a trace file).
  public internal(set) var interactions: [(statement: String, writes: [String])] = []
  /// Per model the views use, what the default trace exercised of it.
  public struct ModelUse: Sendable, Equatable {
    /// The model as the screen names it (`feedModel`).
    public let model: String
    /// Its fields the default trace's steps write.
    public let written: [String]
    /// Its fields the views read that no step writes: changes the trace never makes.
    public let readNeverWritten: [String]
  }

  /// What the default trace exercised of each model (none with a trace file).
  public internal(set) var exercised: [ModelUse] = []
  /// How many warnings of each kind the import gave, most first.
  public internal(set) var warningKinds: [(kind: ImportWarning.Kind, count: Int)] = []

  init(
    _ draft: ScreenDraft, root: String, given: Bool = false, roots: RootRanking, exact: Set<SourcePlace>,
    derived: Set<SourcePlace>, feature: Set<String>? = nil,
    warnings: inout [ImportWarning]
  ) {
    self.root = root
    rootReason = given ? RootRanking.Reason.given.text : roots.reason.text
    otherRoots = roots.candidates.filter { $0.name != root }.map { ($0.name, $0.views) }
    let synthetic = Set(draft.views.filter(\.isSynthetic).map(\.name))
    viewsInFiles = draft.views.count - synthetic.count
    let under = roots.views(under: root).subtracting(synthetic)
    viewsUnderRoot = under.count
    // A view whose body the import could not keep shows an opaque element or nothing.
    opaqueViewsUnderRoot =
      draft.views.filter { view in
        under.contains(view.name)
          && ScreenDraft.Part.all(in: view.body).allSatisfy { part in
            if case .element(let kind, _) = part { return kind == "Opaque" }
            return false
          }
      }.count
    var counts = (reads: 0, exact: 0, derived: 0)
    var losses: [Loss] = []
    var unknown: Set<String> = []
    // A view that nothing under the root shows and that the feature's files do not declare (one
    // of a file given or brought in for another type) never runs: its reads are no loss of
    // the screen.
    for view in draft.views where under.contains(view.name) || feature?.contains(view.place.file) ?? true {
      for read in view.reads {
        counts.reads += 1
        if exact.contains(read.place) {
          counts.exact += 1
        } else if derived.contains(read.place) {
          counts.derived += 1
        } else {
          let why: String
          if let type = view.unknownModels[read.name] {
            unknown.insert(type)
            why = "its model \(type) is not declared in these files; give the file that declares it"
          } else {
            why =
              "the import keeps no read in this construct"
              + (read.within.isEmpty
                ? "" : " (in " + read.within.map { "'\($0)'" }.joined(separator: ", in ") + ")")
          }
          // One warning a dropped read, whatever else was said at its place: the summary's
          // count and the warnings' agree.
          warnings.append(
            read.place.warning(.dropped, "in \(view.name), dropped the read of '\(read.name)': \(why)"))
          losses.append(Loss(view: view.name, property: read.name, position: read.place.written))
        }
      }
    }
    reads = counts.reads
    keptExactly = counts.exact
    self.derived = counts.derived
    dropped = losses.count
    self.losses = losses
    unknownModels = unknown.sorted()
  }

  /// The share of reads kept, exactly or derived, in percent (100 when there are none).
  public var keptPercent: Double {
    reads == 0 ? 100 : Double(keptExactly + derived) * 100 / Double(reads)
  }

  /// The summary as `bench` prints it: a few lines.
  public var text: String {
    var lines = [
      "import: root \(root) (\(rootReason)) with \(viewsUnderRoot) of the \(viewsInFiles) views in the files"
        + (opaqueViewsUnderRoot > 0 ? ", \(opaqueViewsUnderRoot) of them kept opaque" : "")
        + (otherRoots.isEmpty
          ? ""
          : " (other roots: \(otherRoots.prefix(4).map { "\($0.name) \($0.views)" }.joined(separator: ", ")); choose with --root)"),
      "import: \(reads) reads in bodies: \(keptExactly) kept exactly, \(derived) derived, \(dropped) dropped",
    ]
    for loss in losses.prefix(5) {
      lines.append("import:   dropped '\(loss.property)' in \(loss.view) at \(loss.position)")
    }
    if !warningKinds.isEmpty {
      lines.append(
        "import: warnings: " + warningKinds.map { "\($0.count) \($0.kind.rawValue)" }.joined(separator: ", "))
    }
    if !interactions.isEmpty {
      let shown = interactions.prefix(6).map { interaction in
        interaction.statement
          + (interaction.writes.isEmpty
            ? " writes nothing" : " writes \(interaction.writes.joined(separator: ", "))")
      }
      lines.append(
        "import: the default trace runs \(interactions.count) interaction\(interactions.count == 1 ? "" : "s") in turn: "
          + shown.joined(separator: "; ") + (interactions.count > 6 ? "; …" : ""))
      if 2 * interactions.count > ImportedWorkload.maximumFrames {
        lines.append(
          "import: the default trace is held to \(ImportedWorkload.maximumFrames.grouped) frames: the first \(min(interactions.count, ImportedWorkload.maximumFrames).grouped) interactions run, not each twice; give --param frames=\((2 * interactions.count).grouped) to run every one twice"
        )
      }
    }
    if !exercised.isEmpty {
      let shown = exercised.prefix(6).map { use in
        "\(use.model) writes "
          + (use.written.isEmpty ? "nothing" : use.written.joined(separator: ", "))
          + (use.readNeverWritten.isEmpty
            ? "" : ", never \(use.readNeverWritten.joined(separator: ", ")) that views read")
      }
      lines.append(
        "import: of the models, the default trace: " + shown.joined(separator: "; ")
          + (exercised.count > 6 ? "; …" : ""))
    }
    if let (app, files) = broughtIn {
      let shown = files.prefix(6).map { file in
        "\(file.types.joined(separator: ", ")) (\(file.path.hasPrefix(app + "/") ? String(file.path.dropFirst(app.count + 1)) : file.path))"
      }
      lines.append(
        "import: brought in from the app at \(app): " + shown.joined(separator: "; ")
          + (files.count > 6 ? "; and \(files.count - 6) files more" : ""))
    }
    if !assetSymbols.isEmpty {
      lines.append(
        "import: asset symbols Xcode generates for the app's catalogs: "
          + assetSymbols.prefix(6).joined(separator: ", ")
          + (assetSymbols.count > 6 ? " and \(assetSymbols.count - 6) more" : ""))
    }
    if !unknownModels.isEmpty {
      lines.append(
        "import: not declared in these files: \(unknownModels.joined(separator: ", ")); give the files that declare them"
      )
    }
    return lines.joined(separator: "\n")
  }
}

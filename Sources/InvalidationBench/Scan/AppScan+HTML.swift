import Plot

/// `bench scan`'s report.html: the figures of report.md on one self-contained page, light and
/// dark (docs/scan.md); scripts/check-scan-report.sh opens it in a browser.
extension AppScan {
  /// The page, with at most `top` views app-wide.
  public func html(top: Int = 20) -> String {
    let failed = folders.filter { $0.error != nil }.count
    let page = HTML(
      .lang(.english),
      .head(
        .meta(.charset(.utf8)), .element(named: "title", text: "bench scan of \(app)"),
        .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
        .style(HTMLReportStyle.css + Self.css)),
      .body(
        .h1(.plain("bench scan of "), .code(.plain(MarkupEscaping.text(app)))),
        .p(
          .class("meta"),
          .plain(
            "\(folders.count) folders declaring a view, each imported alone and run on its default trace"
              + (failed > 0 ? "; \(failed) could not be run." : "."))),
        .h2("The views re-evaluated most, as written"),
        .div(.class("scroll"), hottestTable(top: top)),
        .h2("Each folder"),
        .p(
          .class("note"),
          .plain(
            "Body evaluations after the first render: as written, the least the output needs, and under each strategy (green where it saves on as written)."
          )),
        .div(.class("scroll"), folderTable()),
        .unwrap(adviseList()) { $0 },
        .script(.raw(Self.script))))
    return page.render() + "\n"
  }

  private func hottestTable(top: Int) -> Node<HTML.BodyContext> {
    .table(
      .class("hottest"),
      .tr(.th("view"), .th("source"), .th("folder"), .th("evaluations"), .th("wasted")),
      .group(
        hottest.prefix(top).map { view in
          .tr(
            .td(.class("name"), .plain(MarkupEscaping.text(view.name))),
            .td(.code(.plain(MarkupEscaping.text(view.source)))),
            .td(.plain(MarkupEscaping.text(view.folder))), .td(.plain("\(view.evals)")),
            .td(.plain("\(view.wasted)")))
        }))
  }

  private func folderTable() -> Node<HTML.BodyContext> {
    let engines = EngineKind.strategies.map(\.rawValue)
    let header: Node<HTML.TableContext> = .tr(
      .th("folder"), .th("root"), .th("frames"), .th("as written"), .th("least"),
      .group(engines.map { .th(.plain($0)) }), .th("reads kept"), .th("warnings"), .th("fixes"))
    return .table(
      .class("folders"), header,
      .group(
        folders.map { folder in
          guard let error = folder.error else { return row(folder, engines: engines) }
          return .tr(
            .class("folder failed"), .td(.plain(MarkupEscaping.text(folder.path))),
            .td(
              .attribute(named: "colspan", value: "\(7 + engines.count)"),
              .plain(
                MarkupEscaping.text("error: " + (error.split(separator: "\n").first.map(String.init) ?? ""))))
          )
        }))
  }

  private func row(_ folder: Folder, engines: [String]) -> Node<HTML.TableContext> {
    let strategies: [Node<HTML.TableRowContext>] = engines.map { engine in
      let evals = folder.strategies[engine] ?? 0
      return .td(.if(evals < folder.asWritten, .class("saves")), .plain("\(evals)"))
    }
    let kept = folder.reads == 0 ? "–" : "\(folder.readsKept) of \(folder.reads)"
    let missing =
      folder.notDeclared.isEmpty ? "" : " (not declared: \(folder.notDeclared.joined(separator: ", ")))"
    return .tr(
      .class("folder"), .td(.plain(MarkupEscaping.text(folder.path))),
      .td(.plain(MarkupEscaping.text(folder.root ?? ""))), .td(.plain("\(folder.frames)")),
      .td(.plain("\(folder.asWritten)")), .td(.plain("\(folder.minimum)")), .group(strategies),
      .td(.plain(kept)), .td(.plain(MarkupEscaping.text("\(folder.warnings)\(missing)"))),
      .td(.plain(folder.suggestions.map(String.init) ?? "–")))
  }

  private func adviseList() -> Node<HTML.BodyContext>? {
    let (advised, unasked) = advisable
    let failed = folders.filter { $0.adviceError != nil }
    guard !advised.isEmpty || !unasked.isEmpty || !failed.isEmpty else { return nil }
    func commands(_ folders: [Folder]) -> Node<HTML.BodyContext> {
      .ul(.group(folders.map { .li(.code(.plain(MarkupEscaping.text(command(for: $0))))) }))
    }
    return .div(
      .h2("Fixes"),
      .if(
        !advised.isEmpty,
        .group(
          .p(.class("note"), .plain("Fixes with a patch, each proven on its folder's trace: see them with")),
          commands(advised))),
      .if(
        !unasked.isEmpty,
        .group(
          .p(
            .class("note"),
            .plain(
              "Not advised in the scan (past \(Self.advisedEvaluations.grouped) evaluations as written): run")
          ),
          commands(unasked))),
      .group(
        failed.map { folder in
          .p(
            .class("note"),
            .plain(
              MarkupEscaping.text(
                "The advisor failed on \(folder.path): "
                  + (folder.adviceError?.split(separator: "\n").first.map(String.init) ?? ""))))
        }))
  }

  private static let css = """
    td.saves { background: #d7f5dd; color: #0b3d17; }
    table.hottest td.name { font-weight: bold; }
    table.hottest td:nth-child(-n+3), table.hottest th:nth-child(-n+3),
    table.folders td:nth-child(-n+2), table.folders th:nth-child(-n+2) { text-align: left; }
    tr.failed td { color: #8a1c1c; }
    @media (prefers-color-scheme: dark) {
      td.saves { background: #1d4a2a; color: #e6ffec; } tr.failed td { color: #ff9b9b; }
    }
    """

  // Tables wider than the page that no scroll box holds, and the colour scheme drawn: for
  // scripts/check-scan-report.sh.
  private static let script = """
    (function () {
    \(HTMLReportStyle.clippedTables)
      // A cell marking a saving, as drawn: the check computes its contrast.
      var saves = document.querySelector('td.saves');
      if (saves) {
        document.body.dataset.savesInk = getComputedStyle(saves).color;
        document.body.dataset.savesFill = getComputedStyle(saves).backgroundColor;
      }
      document.body.dataset.scheme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
      document.body.dataset.ready = 'yes';
    })();
    """
}

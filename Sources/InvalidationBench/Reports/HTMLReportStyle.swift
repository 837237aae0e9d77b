/// The CSS and the script inlined in report.html: nothing is loaded from elsewhere.
enum HTMLReportStyle {
  static let css = """
    :root { color-scheme: light dark; }
    body { font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 0 auto; max-width: 1200px; padding: 0 16px 48px; color: #1b1b1b; background: #fff; }
    .scroll { overflow-x: auto; max-width: 100%; }
    ol.hottest { padding-left: 22px; } ol.hottest li { margin: 3px 0; } ol.hottest .name { font-weight: bold; }
    li.quiet { color: #555; font-style: italic; margin-top: 2px; }
    .about { margin-top: 40px; border-top: 1px solid #ccc; }
    h1 { margin: 20px 0 4px; } h2 { border-top: 2px solid #ccc; padding-top: 16px; margin-top: 32px; }
    h2 small { font-weight: normal; color: #555; } .meta, .note { color: #555; }
    code { font: 12px ui-monospace, Menlo, Consolas, monospace; }
    table { border-collapse: collapse; } th, td { padding: 3px 8px; border: 1px solid #ddd; text-align: right; }
    th:first-child, td:first-child { text-align: left; }
    table.engines tr.oracle td { color: #555; font-style: italic; }
    td.alarm, .alarm { background: #c00000 !important; color: #fff; font-weight: bold; }
    p.alarm { padding: 8px 12px; border-radius: 4px; }
    .warning { background: #fff3cd; padding: 8px 12px; border-radius: 4px; }
    ul.tree { list-style: none; padding-left: 0; margin: 2px 0; }
    ul.tree li { margin-left: calc(min(var(--depth), 40) * 22px); }
    ul.tree li.child { border-left: 1px dotted #aaa; padding-left: 8px; }
    .node { display: inline-block; padding: 4px 8px; margin: 3px 0; border-radius: 4px; border: 1px solid #ccc; }
    .node.has-waste { border: 2px dashed #7a0000; }
    .node .name { font-weight: bold; margin-right: 6px; } .node .source { color: inherit; margin-right: 6px; }
    .node .chosen { margin-right: 6px; } .node .places { font-style: italic; margin-right: 6px; }
    .node table.counts { display: inline-table; font-size: 11px; vertical-align: middle; background: rgba(255,255,255,.85); color: #111; }
    .node table.counts th, .node table.counts td { padding: 1px 5px; }
    .node table.counts .selected { font-weight: bold; outline: 2px solid #000; }
    .node details { display: inline-block; margin-left: 6px; } .node details ul { margin: 2px 0; padding-left: 18px; }
    .waste-mark { color: #7a0000; }
    .engine-switch label { margin-right: 10px; white-space: nowrap; }
    svg.chart { width: 100%; max-width: 720px; height: auto; background: #fafafa; }
    svg.chart .axis { fill: none; stroke: #888; } svg.chart text { font-size: 11px; fill: #444; }
    svg.chart .series { fill: none; stroke-width: 1.5; } svg.chart .series.minimum { stroke-dasharray: 5 3; }
    svg.chart .series.written { stroke-width: 3; } svg.chart .title { font-size: 12px; fill: #222; }
    .legend .swatch { margin-right: 14px; white-space: nowrap; } .legend .swatch svg { vertical-align: middle; }
    .tree-legend .heat { display: inline-block; width: 16px; height: 12px; border: 1px solid #ccc; vertical-align: middle; margin: 0 4px; }
    .tree-legend .waste { display: inline-block; width: 16px; height: 10px; border: 2px dashed #7a0000; vertical-align: middle; margin: 0 4px; }
    @media (prefers-color-scheme: dark) {
      body { color: #e4e4e4; background: #16181b; }
      h2 small, .meta, .note, li.quiet { color: #aaa; } h2 { border-top-color: #444; }
      th, td { border-color: #444; } table.engines tr.oracle td { color: #aaa; } table.engines td[style] { color: #111; }
      .warning { background: #4a3b00; color: #fff3cd; }
      svg.chart { background: #202327; } svg.chart text, svg.chart .title { fill: #ccc; }
      .node { border-color: #555; } .node.has-waste { border-color: #ff9b9b; } .node table.counts .waste-mark { color: #7a0000; }
      .tree-legend .waste { border-color: #ff9b9b; }
      a { color: #8cb4ff; }
    }
    """

  /// Counts the tables wider than the page that no scroll box holds, into the body's
  /// `data-clipped`: the browser checks read it (scripts/check-report.sh,
  /// scripts/check-scan-report.sh).
  static let clippedTables = """
      var clipped = 0;
      document.querySelectorAll('table').forEach(function (table) {
        var box = table.closest('.scroll');
        if (!box && table.getBoundingClientRect().right > document.documentElement.clientWidth + 1) { clipped += 1; }
      });
      document.body.dataset.clipped = String(clipped);
    """

  /// Recolours a case's tree when another engine is chosen; marks the page ready for the
  /// browser check (scripts/check-report.sh).
  static let script = """
    (function () {
      function recolour(section, engine) {
        section.querySelectorAll('.node').forEach(function (node) {
          var heat = JSON.parse(node.dataset.heat);
          var evals = JSON.parse(node.dataset.evals);
          var wasted = JSON.parse(node.dataset.wasted);
          node.style.background = heat[engine];
          node.style.color = JSON.parse(node.dataset.ink)[engine];
          node.querySelector('.evals').textContent = evals[engine];
          node.querySelector('.wasted').textContent = wasted[engine];
          node.classList.toggle('has-waste', Number(wasted[engine]) > 0);
          node.querySelectorAll('.counts [data-engine]').forEach(function (cell) {
            cell.classList.toggle('selected', cell.dataset.engine === engine);
          });
        });
      }
      document.querySelectorAll('.engine-switch input').forEach(function (input) {
        input.addEventListener('change', function () { recolour(input.closest('section'), input.value); });
        if (input.checked) { recolour(input.closest('section'), input.value); }
      });
      // For scripts/check-report.sh: tables wider than the page that no scroll box holds, and
      // the colour scheme the page was drawn in.
    \(clippedTables)
      // The user's own line and its legend's swatch as drawn, and the chart's background: the
      // check computes their contrast in light and dark mode.
      var written = document.querySelector('svg.chart .series.written');
      if (written) {
        document.body.dataset.writtenStroke = getComputedStyle(written).stroke;
        document.body.dataset.chartBackground = getComputedStyle(written.closest('svg')).backgroundColor;
        var swatch = written.closest('.chart-box').querySelector('.legend line[stroke="currentColor"]');
        if (swatch) { document.body.dataset.swatchStroke = getComputedStyle(swatch).stroke; }
      }
      document.body.dataset.scheme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
      document.body.dataset.ready = 'yes';
    })();
    """
}

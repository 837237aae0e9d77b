import Plot

/// A check as a JUnit XML report: one test suite, one test case per screen × engine with the
/// seconds one run of it took, failed by each regression of that case, its title the
/// failure's `message` (the form most CI systems show as test results).
struct JUnitReport {
  let xml: String

  init(_ comparison: BaselineComparison, context: CheckContext) {
    let findings = CheckFinding.all(in: comparison, context.display(for: .repository))
    var cases: [(workload: String, engine: String)] = []
    for key in comparison.cases where !cases.contains(where: { $0 == key }) { cases.append(key) }
    for finding in findings where !cases.contains(where: { $0 == (finding.workload, finding.engine) }) {
      cases.append((finding.workload, finding.engine))
    }
    let failed = cases.filter { key in findings.contains { ($0.workload, $0.engine) == key } }.count
    let testCases: [Node<XML.DocumentContext>] = cases.map { key in
      let failures = findings.filter { ($0.workload, $0.engine) == key }
      return .element(
        named: "testcase",
        nodes: [
          .attribute(named: "classname", value: Self.attribute(key.workload)),
          .attribute(named: "name", value: Self.attribute("\(key.workload) on \(key.engine)")),
          .attribute(
            named: "time",
            value: String(format: "%.3f", context.seconds["\(key.workload) \(key.engine)"] ?? 0),
            ignoreIfValueIsEmpty: false),
        ]
          + failures.map { finding in
            .element(
              named: "failure",
              nodes: [
                .attribute(named: "type", value: "regression"),
                .attribute(named: "message", value: Self.attribute(finding.title)),
                .text((finding.place.map { "\($0.file):\($0.line): " } ?? "") + finding.message),
              ])
          })
    }
    let document = XML(
      .element(
        named: "testsuites",
        nodes: [
          .element(
            named: "testsuite",
            nodes: [
              .attribute(named: "name", value: "bench check"),
              .attribute(named: "tests", value: "\(cases.count)", ignoreIfValueIsEmpty: false),
              .attribute(named: "failures", value: "\(failed)", ignoreIfValueIsEmpty: false),
            ] + testCases)
        ]))
    xml = document.render(indentedBy: .spaces(2)) + "\n"
  }

  private static func attribute(_ value: String) -> String {
    MarkupEscaping.attribute(value)
  }
}

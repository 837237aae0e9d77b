#!/usr/bin/env python3
"""Writes generated SwiftUI source for scripts/import-speed.sh (docs/swiftui-import.md, "Speed").

generate-app.py chain VIEWS   one file on stdout: an ObservableObject model and a chain of VIEWS
                              views of 11 lines each, each passing the model to the next, with
                              @State, a Text, a Button and a Toggle (180 views: 2,000 lines).
generate-app.py app FILES DIR a folder of FILES files, as an app's: a model file per 10 files,
                              the rest one view each, every view showing the next.
generate-app.py long LINES    one view of about LINES lines on stdout, as long real views are
                              written: its body a list of sections, each a computed property in
                              an extension of its own, each section calling three helper
                              functions (so each helper is called from three places), each
                              helper calling a shared leaf (3,000 lines: 129 sections).
"""
import os
import sys


def chain(views):
    out = ["import SwiftUI", "", "final class ChainModel: ObservableObject {",
           "  @Published var count = 0", "  @Published var title = \"\"", "}", ""]
    for index in range(views):
        child = f"Link{index + 1}(model: model, value: count)" if index + 1 < views else "Text(model.title)"
        out += [
            f"struct Link{index}: View {{",
            "  @ObservedObject var model: ChainModel",
            "  let value: Int",
            "  @State private var isOn = false",
            "  @State private var count = 0",
            f"  var body: some View {{ VStack {{ Text(\"{index}: \\(value) \\(model.count)\")",
            "    Button(\"Add\") { count += 1 }",
            "    Toggle(\"On\", isOn: $isOn)",
            f"    {child} }}",
            "  }",
            "}",
        ]
    return "\n".join(out) + "\n"


def app(files, folder):
    os.makedirs(folder, exist_ok=True)
    views = [i for i in range(files) if i % 10 != 0]
    for i in range(files):
        if i % 10 == 0:
            text = (f"import Observation\n\n@Observable\nfinal class Model{i} {{\n"
                    f"  var count = 0\n  var name = \"{i}\"\n  var items: [Int] = []\n}}\n")
        else:
            later = [v for v in views if v > i]
            child = f"Screen{later[0]}()" if later else "Text(\"end\")"
            text = (f"import SwiftUI\n\nstruct Screen{i}: View {{\n  @State private var model = Model{i // 10 * 10}()\n"
                    f"  @State private var query = \"\"\n\n  var body: some View {{\n    VStack {{\n"
                    f"      Text(model.name)\n      TextField(\"Search\", text: $query)\n"
                    f"      Button(\"Add\") {{ model.count += 1 }}\n      {child}\n    }}\n  }}\n}}\n")
        with open(os.path.join(folder, f"File{i:03}.swift"), "w") as handle:
            handle.write(text)


def long(lines):
    sections = max(3, (lines - 30) // 23)
    out = ["import SwiftUI", "", "final class LongModel: ObservableObject {",
           "  @Published var count = 0", "  @Published var title = \"\"", "  @Published var flags: [Bool] = []",
           "}", "", "struct LongView: View {", "  @ObservedObject var model: LongModel",
           "  @State private var selection = 0", "  @State private var query = \"\"", "",
           "  var body: some View {", "    ScrollView {", "      VStack {"]
    out += [f"        section{i}" for i in range(sections)]
    out += ["      }", "    }", "  }", "}", ""]
    for i in range(sections):
        helpers = [(i + k) % sections for k in range(3)]
        out += [f"extension LongView {{", f"  private var section{i}: some View {{", "    VStack(alignment: .leading) {",
                f"      Text(\"Section {i}: \\(model.title)\")"]
        out += [f"      helper{h}(index: {i}, label: \"{i}.{h}\")" for h in helpers]
        out += ["    }", "  }", "",
                f"  private func helper{i}(index: Int, label: String) -> some View {{",
                "    HStack {", "      Text(label)", "      leaf(index)",
                f"      Button(\"Add {i}\") {{ model.count += index }}", "      if selection == index {",
                "        Text(query)", "      }", "    }", "  }", "}", ""]
    out += ["extension LongView {", "  private func leaf(_ index: Int) -> some View {",
            "    Text(\"\\(index): \\(model.count)\")", "      .foregroundStyle(selection == index ? .red : .primary)",
            "  }", "}", ""]
    return "\n".join(out) + "\n"


if sys.argv[1] == "chain":
    sys.stdout.write(chain(int(sys.argv[2])))
elif sys.argv[1] == "long":
    sys.stdout.write(long(int(sys.argv[2])))
else:
    app(int(sys.argv[2]), sys.argv[3])

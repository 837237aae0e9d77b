#!/usr/bin/env bash
# Formats every Swift file with the toolchain's swift format, then lints strictly.
set -euo pipefail
cd "$(dirname "$0")/.."
files=(Package.swift Benchmarks/Package.swift)
while IFS= read -r file; do files+=("$file"); done < <(find Sources Tests Benchmarks/Benchmarks Benchmarks/Floors Benchmarks/Tools -name '*.swift')
swift format format --in-place "${files[@]}"
swift format lint --strict "${files[@]}"

// Package bench holds what electron-mcp's benchmarks share: generated pages
// of a given size, statistics over samples (medians, percentiles), and a
// Chromium started directly with a DevTools port, the baseline that the
// bridge's relay is measured against.
//
// The benchmarks themselves are the Go benchmarks in go/page (snapshot time
// and size) and the program in ./electron-mcp-bench (relay overhead, the
// scripted agent task against Playwright MCP, the host's event-loop delay),
// both run by scripts/bench, which writes BENCHMARKS.md. None of them runs in
// `go test ./...`: they are slow and need Playwright MCP from npm.
package bench

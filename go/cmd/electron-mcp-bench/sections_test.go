package main

import "testing"

func TestKeepForeignSections(t *testing.T) {
	old := "# Benchmarks\n\nold intro\n\n## Targets\n\nold\n\n## Stress (scripts/stress)\n\nstress figures\n\n## Gone\n\nx\n"
	doc := "# Benchmarks\n\nnew intro\n\n## Targets\n\nnew\n\n## Gone\n\ny\n"
	got := keepForeignSections(doc, old)
	want := "# Benchmarks\n\nnew intro\n\n## Targets\n\nnew\n\n## Gone\n\ny\n\n## Stress (scripts/stress)\n\nstress figures\n"
	if got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
	if got := keepForeignSections(doc, ""); got != doc {
		t.Fatalf("without an old file the report changed:\n%s", got)
	}
}

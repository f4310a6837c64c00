package bench

import "testing"

func TestSections(t *testing.T) {
	doc := "# Benchmarks\n\nintro\n\n## Relay\n\nrelay figures\n"
	stress := StressHeading + "\n\nfirst run\n"
	d1 := WithSection(doc, StressHeading, stress)
	if want := doc + "\n" + stress; d1 != want {
		t.Fatalf("appended:\n%q\nwant\n%q", d1, want)
	}
	if got := Section(d1, StressHeading); got != stress {
		t.Fatalf("Section = %q", got)
	}
	d2 := WithSection(d1, StressHeading, StressHeading+"\n\nsecond run\n")
	if got := Section(d2, StressHeading); got != StressHeading+"\n\nsecond run\n" || Section(d2, "## Relay") != "## Relay\n\nrelay figures\n\n" {
		t.Fatalf("replaced:\n%s", d2)
	}
	// A section in the middle keeps what follows.
	mid := "# B\n\n" + stress + "\n## Later\n\nmore\n"
	d3 := WithSection(mid, StressHeading, StressHeading+"\n\nnew\n")
	if d3 != "# B\n\n"+StressHeading+"\n\nnew\n\n## Later\n\nmore\n" {
		t.Fatalf("middle:\n%q", d3)
	}
	if Section(doc, StressHeading) != "" {
		t.Fatal("a section that is not there")
	}
}

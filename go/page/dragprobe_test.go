package page

import (
	"context"
	"testing"
	"time"
)

// A drag's pause waits for the items a move rearranged to slide into place
// (a sortable list moved its nodes: moves while they slide make it undo),
// not for a page that only re-positions what it shows while its live
// region says so (a data grid's rows, moved by their styles): that page's
// animations at every move of the way held a drag of a grid's row across
// four rows for two seconds. What the probe takes for a rearrangement is
// a node taken out and put back elsewhere at once.
func TestDragProbeTellsARearrangementFromNewText(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/rearrange.html"); err != nil {
		t.Fatal(err)
	}
	src, err := p.Resolve(ctx, "#a")
	if err != nil {
		t.Fatal(err)
	}
	probe := p.dragProbe(ctx, src, point{})
	if probe == nil {
		t.Fatal("no probe")
	}
	defer p.finishProbe(ctx, probe)
	// rearranged reports whether the probe saw a rearrangement since it
	// last looked (a frame of the page later: its observer's records are
	// in by then).
	var seen float64
	rearranged := func(do string) bool {
		t.Helper()
		if err := p.evalValue(ctx, do, nil); err != nil {
			t.Fatal(err)
		}
		var at float64
		if err := probe.call(ctx, `function() { return new Promise(r => requestAnimationFrame(() => setTimeout(() => r(this.rearranged), 0))); }`, &at); err != nil {
			t.Fatal(err)
		}
		moved := at != seen
		seen = at
		return moved
	}
	if err := probe.call(ctx, `function() { return this.rearranged; }`, &seen); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		do   string
		want bool
	}{
		{"(slide(), announce('Row 2 of 3'), 0)", false},
		{"(slide(), moveFirst(), 0)", true},
		{"(announce('Row 3 of 3'), 0)", false},
	} {
		if got := rearranged(c.do); got != c.want {
			t.Errorf("after %s the probe saw a rearrangement: %v, want %v", c.do, got, c.want)
		}
	}
}

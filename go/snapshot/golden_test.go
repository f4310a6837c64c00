package snapshot

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden from the current output")

func loadFrames(t testing.TB, name string) []Frame {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("testdata", name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var frames []Frame
	if err := jsonv2.Unmarshal(raw, &frames); err != nil {
		t.Fatalf("%s.json: %v", name, err)
	}
	return frames
}

// checkGolden compares got with testdata/<name>.golden, or rewrites it
// with -update.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./go/snapshot -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s mismatch (run with -update if the change is intended)\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

func TestGolden(t *testing.T) {
	for _, name := range recordPages {
		t.Run(name, func(t *testing.T) {
			frames := loadFrames(t, name)
			s, err := Build(frames, NewRefTable(), Options{})
			if err != nil {
				t.Fatal(err)
			}
			checkGolden(t, name, s.Text)
			if strings.Contains(s.Text, "InlineTextBox") || strings.Contains(s.Text, "StaticText") {
				t.Errorf("internal roles leaked:\n%s", s.Text)
			}
		})
	}
}

// TestGoldenSteps replays the recorded agent task (testdata/<flow>.steps.json)
// the way go/mcpserver does: the full snapshot first, then after each step
// only what changed.
func TestGoldenSteps(t *testing.T) {
	for _, flow := range todoFlows {
		t.Run(flow.name, func(t *testing.T) {
			raw, err := os.ReadFile(filepath.Join("testdata", flow.name+".steps.json"))
			if err != nil {
				t.Fatal(err)
			}
			var steps []recordedStep
			if err := jsonv2.Unmarshal(raw, &steps); err != nil {
				t.Fatal(err)
			}
			refs := NewRefTable()
			var sb strings.Builder
			var prev *Snapshot
			for _, st := range steps {
				cur, err := Build(st.Frames, refs, Options{})
				if err != nil {
					t.Fatal(err)
				}
				fmt.Fprintf(&sb, "### %s (full %d chars)\n", st.Action, len(cur.Text))
				if prev == nil {
					sb.WriteString(cur.Text)
				} else if d := Diff(prev, cur); d == "" {
					sb.WriteString("(no changes)\n")
				} else {
					sb.WriteString(d)
				}
				prev = cur
			}
			checkGolden(t, flow.name+".steps", sb.String())
		})
	}
}

// Node ids are indexed densely when they are Chromium's small numbers; any
// other scheme must give the same snapshot.
func TestNonNumericNodeIDs(t *testing.T) {
	frames := loadFrames(t, "iframe")
	want := buildT(t, frames, NewRefTable()).Text
	renamed := cloneFrames(frames)
	re := func(id accessibility.NodeID) accessibility.NodeID {
		if id == "" {
			return id
		}
		return "n-" + id
	}
	for _, f := range renamed {
		for _, n := range f.Nodes {
			n.NodeID, n.ParentID = re(n.NodeID), re(n.ParentID)
			for i, c := range n.ChildIDs {
				n.ChildIDs[i] = re(c)
			}
		}
	}
	if got := buildT(t, renamed, NewRefTable()).Text; got != want {
		t.Errorf("renamed ids:\n%s\nwant:\n%s", got, want)
	}
}

package mcpserver_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// TestFlowEditorWiring: a flow editor's canvas is an <svg> whose nodes are
// <g> groups with mousedown listeners, each with a <text> label, a button
// <rect> and port <rect>s with a crosshair cursor, each alone in a group
// that says whether it is an input or an output (as Node-RED draws them).
// The snapshot lists each node with its label and refs for its button and
// ports (not one image with the labels run together), the ports hinted as
// input or output; a click on a node's button acts, and a drag from one
// node's output port to another's input port wires them, as a person's
// drag does: the target is out of view in a scrolling workspace until
// both ends are scrolled into view together, and the page takes the
// release only on a port the mouse came over.
func TestFlowEditorWiring(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("aria/svgflow.html"), "Snapshot")
	nodes := map[string][]string{} // label → refs of the node's group and its parts, in order
	var cur string
	lines := strings.Split(snap, "\n")
	refRe := regexp.MustCompile(`\[ref=(e\d+)\]`)
	for i, l := range lines {
		if !nodeLine.MatchString(l) || i+1 >= len(lines) {
			continue
		}
		m := refRe.FindStringSubmatch(l)
		label, ok := strings.CutPrefix(strings.TrimSpace(lines[i+1]), "- text: ")
		if m == nil || !ok {
			t.Fatalf("a node's group has no ref or no label after it:\n%s", snap)
		}
		cur = label
		nodes[cur] = []string{m[1]}
		depth := indent(l)
		for _, k := range lines[i+2:] {
			if indent(k) <= depth {
				break
			}
			if m := refRe.FindStringSubmatch(k); m != nil {
				nodes[cur] = append(nodes[cur], m[1])
			}
		}
	}
	// timestamp: group, button, output port; set payload: group, input,
	// output; debug: group, input.
	for label, n := range map[string]int{"timestamp": 3, "set payload": 3, "debug": 2} {
		if len(nodes[label]) != n {
			t.Fatalf("node %q has refs %v, want %d (its group and its parts):\n%s", label, nodes[label], n, snap)
		}
	}
	// The parts have no names; their classes hint at what each is.
	for _, h := range []string{"img [hint: button] [ref=", "img [hint: flow-port-output] [ref=", "img [hint: flow-port-input] [ref="} {
		if !strings.Contains(snap, h) {
			t.Errorf("no %q line:\n%s", h, snap)
		}
	}
	if strings.Contains(snap, "timestampset payload") {
		t.Errorf("the labels run together:\n%s", snap)
	}
	// The toolbar's icon and the logo beside it are one button line and
	// none.
	if !regexp.MustCompile("^- button \"Deploy\" \\[ref=e\\d+\\]\n- img \\[hint: canvas\\]").MatchString(snap) {
		t.Errorf("the decorative icons take lines of their own:\n%s", snap)
	}

	out := s.ok("browser_click", map[string]any{"target": nodes["timestamp"][1]})
	if !strings.Contains(out, "injected 1") {
		t.Fatalf("clicking the node's button:\n%s", out)
	}
	s.ok("browser_drag", map[string]any{
		"startElement": "timestamp's output port", "startTarget": nodes["timestamp"][2],
		"endElement": "debug's input port", "endTarget": nodes["debug"][1],
	})
	s.ok("browser_drag", map[string]any{"startTarget": nodes["set payload"][2], "endTarget": nodes["debug"][1]})
	if got := s.eval("() => JSON.stringify(window.wires)"); got != `"[{\"from\":\"inject\",\"to\":\"debug\"},{\"from\":\"change\",\"to\":\"debug\"}]"` {
		t.Fatalf("wires = %s, want inject→debug and change→debug", got)
	}
}

// nodeLine is the line of a node's group, which holds its parts.
var nodeLine = regexp.MustCompile(`- group \[ref=e\d+\]:$`)

// indent is the number of spaces a snapshot line starts with.
func indent(line string) int { return len(line) - len(strings.TrimLeft(line, " ")) }

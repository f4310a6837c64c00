package snapshot

import (
	"slices"

	"github.com/chromedp/cdproto/accessibility"
)

// cloneFrames deep-copies the node slices so a test can edit a tree.
func cloneFrames(frames []Frame) []Frame {
	out := make([]Frame, len(frames))
	for i, f := range frames {
		out[i] = f
		out[i].Nodes = make([]*accessibility.Node, len(f.Nodes))
		for j, n := range f.Nodes {
			cp := *n
			cp.ChildIDs = slices.Clone(n.ChildIDs)
			cp.Properties = slices.Clone(n.Properties)
			out[i].Nodes[j] = &cp
		}
	}
	return out
}

// removeSubtree returns a copy of frames without the nearest "listitem"
// (or, failing that, the parent) around the first StaticText for which
// match is true.
func removeSubtree(frames []Frame, fi int, match func(text string) bool) []Frame {
	out := cloneFrames(frames)
	nodes := out[fi].Nodes
	byID := map[accessibility.NodeID]*accessibility.Node{}
	for _, n := range nodes {
		byID[n.NodeID] = n
	}
	for _, n := range nodes {
		if roleOf(n) != "StaticText" || !match(valueString(n.Name)) {
			continue
		}
		victim := byID[n.ParentID]
		for p := victim; p != nil; p = byID[p.ParentID] {
			if roleOf(p) == "listitem" {
				victim = p
				break
			}
		}
		parent := byID[victim.ParentID]
		parent.ChildIDs = slices.DeleteFunc(parent.ChildIDs, func(id accessibility.NodeID) bool { return id == victim.NodeID })
		return out
	}
	panic("removeSubtree: no match")
}

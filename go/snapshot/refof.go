package snapshot

import "github.com/chromedp/cdproto/cdp"

// RefOf returns the ref already issued for a node of a frame, if any. It
// lets a tool that found an element some other way (a CSS selector) name it
// the way snapshots do.
func (t *RefTable) RefOf(frame cdp.FrameID, node cdp.BackendNodeID) (string, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := t.byID[frame]
	if s == nil {
		return "", false
	}
	if _, ok := s.byNode[node]; !ok {
		return "", false
	}
	return s.ref(node), true
}

// Issue returns the ref of a node of a frame, issuing one when no snapshot
// has: browser_pick hands out a ref for whatever the person pointed at,
// interactive or not, and every tool resolves it like any other. ok is
// false when no snapshot has covered the frame yet.
func (t *RefTable) Issue(frame cdp.FrameID, node cdp.BackendNodeID) (string, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := t.byID[frame]
	if s == nil {
		return "", false
	}
	return s.ref(node), true
}

// LineOf returns the index in s.Lines of the line that shows a node of a
// frame (its role line, not its text or attribute lines), or -1 when the
// snapshot does not show it on a line of its own (a plain container whose
// children took its place, or a node outside the snapshot).
func (s *Snapshot) LineOf(frame cdp.FrameID, node cdp.BackendNodeID) int {
	for i, l := range s.Lines {
		if l.key.frame == frame && l.key.node == node && l.key.kind == lineNode {
			return i
		}
	}
	return -1
}

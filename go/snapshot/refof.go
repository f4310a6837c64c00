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

package snapshot

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/chromedp/cdproto/cdp"
)

// Sentinel errors for refs; a *RefError wraps one of them.
var (
	// ErrUnknownRef: the ref was never issued (a typo, or from another session).
	ErrUnknownRef = errors.New("snapshot: unknown ref")
	// ErrStaleRef: the ref was issued for a document that has since been
	// replaced (the page or its frame navigated).
	ErrStaleRef = errors.New("snapshot: stale ref")
)

// RefError explains why a ref cannot be used, in words an agent can act on.
type RefError struct {
	Ref   string
	Stale bool // issued once, but for an older document
}

func (e *RefError) Error() string {
	if e.Stale {
		return fmt.Sprintf("snapshot: ref %s is stale: the page navigated since it was issued; call browser_snapshot for fresh refs", e.Ref)
	}
	return fmt.Sprintf("snapshot: ref %s not found: refs look like e12 or f1e3 and come from the latest snapshot; call browser_snapshot to see them", e.Ref)
}

// Unwrap lets callers branch with errors.Is(err, ErrStaleRef).
func (e *RefError) Unwrap() error {
	if e.Stale {
		return ErrStaleRef
	}
	return ErrUnknownRef
}

// RefTable hands out refs that stay the same for the same DOM node across
// snapshots of one document. A ref is a frame prefix ("" for the main frame,
// f1, f2, … for child frames, stable per frame id) plus e<N>.
//
// Numbers are never reused: after Reset a frame's counter keeps counting, so
// a ref from the old document can be recognised as stale instead of silently
// pointing at whatever node of the new document got the same number. That
// would make an agent click the wrong thing.
//
// A RefTable is safe for concurrent use.
type RefTable struct {
	mu        sync.Mutex
	main      *refFrame                 // the main frame's series (prefix "")
	byID      map[cdp.FrameID]*refFrame // current frame id → series
	byPrefix  map[string]*refFrame      // "" / "f1" → series
	nextFrame int                       // last f<N> issued

	// Build's scratch space for ref reuse (see reuse.go), kept between
	// builds so that a session's snapshots do not reallocate it.
	gen    uint32 // Build count; refFrame.seen holds the Build a ref was last on
	cands  []refCand
	counts map[uint64]int32
}

// refFrame is one ref series: one prefix, one counter.
type refFrame struct {
	prefix string
	id     cdp.FrameID
	last   int // last number issued in this series
	byNode map[cdp.BackendNodeID]int
	byNum  map[int]cdp.BackendNodeID

	// For reuse across re-renders (reuse.go): the equivalence keys of the
	// refs in the last Build of this document (prev; next is filled during
	// a Build, then swapped), and by ref number the Build the ref's node
	// was last seen in.
	prev, next map[uint64]reuseEntry
	seen       []uint32
	built      uint32 // the Build that last swapped prev and next
}

// NewRefTable returns an empty table.
func NewRefTable() *RefTable {
	t := &RefTable{byID: map[cdp.FrameID]*refFrame{}, byPrefix: map[string]*refFrame{}}
	t.main = &refFrame{byNode: map[cdp.BackendNodeID]int{}, byNum: map[int]cdp.BackendNodeID{}}
	t.byPrefix[""] = t.main
	return t
}

// Lookup returns the frame and DOM node a ref stands for.
func (t *RefTable) Lookup(ref string) (frame cdp.FrameID, node cdp.BackendNodeID, ok bool) {
	frame, node, err := t.Resolve(ref)
	return frame, node, err == nil
}

// IsRef reports whether a target is written as a ref — "e5", "f1e3", or
// the forms agents tend to copy, "ref=e5" and "[ref=e5]" — rather than a
// CSS selector. It is the one place that tells them apart.
func IsRef(target string) bool {
	_, _, ok := parseRef(cleanRef(target))
	return ok
}

// cleanRef strips what may surround a ref: spaces, "[ref=…]", "ref=".
func cleanRef(ref string) string {
	clean := strings.TrimSpace(ref)
	if strings.HasPrefix(clean, "[") && strings.HasSuffix(clean, "]") {
		clean = clean[1 : len(clean)-1]
	}
	return strings.TrimPrefix(clean, "ref=")
}

// Resolve is Lookup with an error that tells an unknown ref from a stale one.
// It accepts the forms IsRef does.
func (t *RefTable) Resolve(ref string) (cdp.FrameID, cdp.BackendNodeID, error) {
	clean := cleanRef(ref)
	prefix, n, ok := parseRef(clean)
	if !ok {
		return "", 0, &RefError{Ref: ref}
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	s := t.byPrefix[prefix]
	if s == nil || n > s.last {
		return "", 0, &RefError{Ref: clean}
	}
	node, ok := s.byNum[n]
	if !ok || s.id == "" {
		return "", 0, &RefError{Ref: clean, Stale: true}
	}
	return s.id, node, nil
}

// parseRef splits "f2e17" into ("f2", 17) and "e5" into ("", 5).
func parseRef(ref string) (prefix string, n int, ok bool) {
	i := strings.LastIndexByte(ref, 'e')
	if i < 0 {
		return "", 0, false
	}
	prefix = ref[:i]
	if prefix != "" {
		if len(prefix) < 2 || prefix[0] != 'f' || !allDigits(prefix[1:]) {
			return "", 0, false
		}
	}
	num := ref[i+1:]
	if !allDigits(num) || len(num) > 9 {
		return "", 0, false
	}
	n, err := strconv.Atoi(num)
	if err != nil || n <= 0 {
		return "", 0, false
	}
	return prefix, n, true
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// Reset forgets the refs of one frame because it now shows a new document.
// Its old refs become stale; new refs continue the frame's numbering.
func (t *RefTable) Reset(frame cdp.FrameID) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if s := t.byID[frame]; s != nil {
		s.clear()
	}
}

// ResetAll forgets the refs of every frame (the whole page navigated).
func (t *RefTable) ResetAll() {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, s := range t.byPrefix {
		s.clear()
	}
}

func (s *refFrame) clear() {
	// A new document: nothing of the old one may lend its ref to a node
	// of this one.
	s.prev = nil
	if len(s.byNode) == 0 {
		return
	}
	s.byNode = map[cdp.BackendNodeID]int{}
	s.byNum = map[int]cdp.BackendNodeID{}
}

// series returns the ref series of a frame, creating it on first sight.
// The caller holds t.mu.
func (t *RefTable) series(frame cdp.FrameID, isMain bool) *refFrame {
	if isMain {
		if t.main.id != frame {
			// A new main frame id means a new document tree: whatever the
			// old id's refs pointed at is gone.
			if t.main.id != "" {
				delete(t.byID, t.main.id)
				t.main.clear()
			}
			t.main.id = frame
			t.byID[frame] = t.main
		}
		return t.main
	}
	if s := t.byID[frame]; s != nil {
		return s
	}
	t.nextFrame++
	s := &refFrame{
		prefix: "f" + strconv.Itoa(t.nextFrame),
		id:     frame,
		byNode: map[cdp.BackendNodeID]int{},
		byNum:  map[int]cdp.BackendNodeID{},
	}
	t.byID[frame] = s
	t.byPrefix[s.prefix] = s
	return s
}

// ref returns the ref of a node, issuing the next number on first sight.
// The caller holds t.mu.
func (s *refFrame) ref(node cdp.BackendNodeID) string {
	n, ok := s.byNode[node]
	if !ok {
		s.last++
		n = s.last
		s.byNode[node] = n
		s.byNum[n] = node
	}
	return s.prefix + "e" + strconv.Itoa(n)
}

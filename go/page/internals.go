package page

import (
	"context"

	"github.com/chromedp/cdproto/accessibility"
	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/cdp"
)

// Roles and states that custom elements give themselves through
// ElementInternals are in no attribute and no script can read them; only
// Chromium's accessibility tree has them (aria/internals.js says which
// elements are asked about, and when).
//
// Asking costs the renderer an accessibility tree of the whole document
// (measured on the generated pages of BenchmarkSnapshot: ~10 ms at 100
// elements, ~35 ms at 1,000, ~150 ms at 10,000; each element after the
// first ~3 ms), and a tree left behind would slow every change the page
// makes afterwards, for as long as the debugger stays attached. So the
// tree lives for one look only: Accessibility.enable, one
// getPartialAXTree per element, Accessibility.disable, which is what drops
// it (a getPartialAXTree without enable leaves it behind: Chromium's
// InspectorAccessibilityAgent clears its documents' contexts only in a
// disable that follows an enable). If the client goes away in between,
// the bridge undoes it (electron-bridge/lib/state.js). A page without
// such custom elements never pays for it.

// readInternals asks Chromium about the custom elements the last walk of
// a frame noted. It tells the aria scripts the roles it learned (learned:
// one the walk did not know, so walk again) and returns what Chromium
// said of each element that has a role of its own, by node number. An
// element Chromium did not answer for keeps what the walk saw.
func (p *Page) readInternals(ctx context.Context, sess cdpproto.Session, frame cdpproto.FrameID) (ax map[int64]*accessibility.Node, learned bool) {
	wid, err := p.world(ctx, sess, frame)
	if err != nil {
		return nil, false
	}
	const group = "emcp-internals"
	defer func() {
		_ = cdp.Start(context.WithoutCancel(ctx), sess, runtime.ReleaseObjectGroup.Method, runtime.ReleaseObjectGroupParams{ObjectGroup: group})
	}()
	list, err := cdpproto.Call(ctx, sess, runtime.Evaluate, runtime.EvaluateParams{Expression: "__emcp.takeInternals()", ContextID: wid, ObjectGroup: group})
	if err != nil || list.ExceptionDetails != nil || list.Result.ObjectID == "" {
		return nil, false
	}
	props, err := cdpproto.Call(ctx, sess, runtime.GetProperties, runtime.GetPropertiesParams{ObjectID: list.Result.ObjectID, OwnProperties: ptr(true)})
	if err != nil {
		return nil, false
	}
	var objects []runtime.RemoteObjectID
	for _, pr := range props.Result {
		i, ok := arrayIndex(pr.Name)
		if !ok || pr.Value == nil || pr.Value.Subtype != runtime.RemoteObjectSubtypeNode {
			continue
		}
		if i >= len(objects) {
			objects = append(objects, make([]runtime.RemoteObjectID, i+1-len(objects))...)
		}
		objects[i] = pr.Value.ObjectID
	}
	if len(objects) == 0 {
		return nil, false
	}

	// Without the enable, the disable could not drop the tree the reads
	// build: no reads then.
	if _, err := cdpproto.Call(ctx, sess, accessibility.Enable, cdpproto.Empty{}); err != nil {
		return nil, false
	}
	// Sent, not waited for: what the session is sent next runs after it.
	defer func() {
		_ = cdp.Start(context.WithoutCancel(ctx), sess, accessibility.Disable.Method, cdpproto.Empty{})
	}()
	nodes := make([]*accessibility.Node, len(objects))
	fanOut(len(objects), func(i int) {
		if objects[i] == "" {
			return
		}
		r, err := cdpproto.Call(ctx, sess, accessibility.GetPartialAXTree, accessibility.GetPartialAXTreeParams{ObjectID: objects[i], FetchRelatives: ptr(false)})
		if err == nil && len(r.Nodes) > 0 {
			nodes[i] = r.Nodes[0]
		}
	})

	// Each element's role: "" for none of its own, null where Chromium did
	// not say (the element is asked about again next time): no answer, or
	// an element left out of its tree for now (inert behind a modal
	// dialog, aria-hidden), whose role Chromium does not give.
	roles := make([]any, len(nodes))
	for i, n := range nodes {
		switch {
		case n == nil || n.Ignored:
		case n.Role == nil || n.Role.Type != accessibility.ValueTypeRole:
			roles[i] = ""
		default:
			var r string
			_ = jsonv2.Unmarshal(n.Role.Value, &r)
			roles[i] = r
		}
	}
	arg, err := jsonv2.Marshal(roles)
	if err != nil {
		return nil, false
	}
	res, err := cdpproto.Call(ctx, sess, runtime.CallFunctionOn, runtime.CallFunctionOnParams{
		FunctionDeclaration: "function(roles) { return __emcp.learnInternals.call(this, roles); }",
		ObjectID:            list.Result.ObjectID, Arguments: []*runtime.CallArgument{{Value: arg}}, ReturnByValue: ptr(true),
	})
	if err != nil || res.ExceptionDetails != nil {
		return nil, false
	}
	var answer struct {
		Learned bool       `json:"learned"`
		Own     [][2]int64 `json:"own"` // place in the list, node number
	}
	if jsonv2.Unmarshal(res.Result.Value, &answer) != nil {
		return nil, false
	}
	// Only an element with a role of its own takes Chromium's word for its
	// states and name; the others (no role, or one the walk does not know)
	// read as the walk saw them, in this snapshot as in the next, where
	// they are not asked about again.
	ax = make(map[int64]*accessibility.Node)
	for _, o := range answer.Own {
		if o[0] >= 0 && o[0] < int64(len(nodes)) && nodes[o[0]] != nil {
			ax[o[1]] = nodes[o[0]]
		}
	}
	return ax, answer.Learned
}

// arrayIndex reads a property name of an array ("0", "1", …).
func arrayIndex(name string) (int, bool) {
	if name == "" || len(name) > 9 {
		return 0, false
	}
	n := 0
	for _, c := range name {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

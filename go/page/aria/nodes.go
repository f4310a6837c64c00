package aria

import (
	"strconv"

	"github.com/chromedp/cdproto/accessibility"
	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/cdp/jsonv2"

	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

// Node is a node as the aria scripts report it (AriaNode in
// aria/types.d.ts; short keys keep the answer small on large pages).
type Node struct {
	ID       int64          `json:"i"`
	Role     string         `json:"r"`
	Name     string         `json:"n"`
	Value    string         `json:"v"`
	Children []int          `json:"c"`
	Props    map[string]any `json:"p"`
	Holder   string         `json:"ph"`
	Labels   []int64        `json:"lb"`
	Ignored  int            `json:"g"`
	Flags    int            `json:"f"`
	Box      []float64      `json:"b"`
	Hint     string         `json:"h"`
}

// Flags of Node.
const (
	flagPointer     = 1  // an action cursor (pointer, move, grab, …)
	flagClickable   = 2  // acted on by script, draggable, or a label of a control
	flagDelegated   = 4  // an item of a container that listens for clicks on its items
	flagCursorStart = 8  // an action cursor starts here
	flagPlace       = 16 // a label that marks a place to drag to (a slider's scale)
	flagDrags       = 32 // draggable, a move or grab cursor starts here, or it takes touch gestures over
	flagNoArea      = 64 // an element with a role or flags whose own box has no area
)

// Nodes turns the aria scripts' answer into the accessibility nodes package
// snapshot renders (the shape of Accessibility.getFullAXTree, node ids
// being the snapshot numbers), plus the layout facts it reads from Info.
func Nodes(in []Node) ([]*accessibility.Node, map[cdpproto.BackendNodeID]snapshot.NodeInfo) {
	nodes := make([]*accessibility.Node, len(in))
	info := make(map[cdpproto.BackendNodeID]snapshot.NodeInfo)
	for i := range in {
		j := &in[i]
		n := &accessibility.Node{
			NodeID:           accessibility.NodeID(strconv.Itoa(i)),
			Role:             &accessibility.Value{Type: accessibility.ValueTypeRole, Value: jsonString(j.Role)},
			BackendDOMNodeID: cdpproto.BackendNodeID(j.ID),
			Ignored:          j.Ignored != 0,
		}
		if j.Name != "" || j.Holder != "" {
			n.Name = &accessibility.Value{Type: accessibility.ValueTypeComputedString, Value: jsonString(j.Name)}
			if j.Holder != "" {
				n.Name.Sources = []*accessibility.ValueSource{{
					Type:           accessibility.ValueSourceTypePlaceholder,
					AttributeValue: &accessibility.Value{Type: accessibility.ValueTypeString, Value: jsonString(j.Holder)},
				}}
			}
		}
		if j.Value != "" {
			n.Value = &accessibility.Value{Type: accessibility.ValueTypeString, Value: jsonString(j.Value)}
		}
		for k, v := range j.Props {
			b, err := jsonv2.Marshal(v)
			if err != nil {
				continue
			}
			n.Properties = append(n.Properties, &accessibility.Property{
				Name: accessibility.PropertyName(k), Value: &accessibility.Value{Type: accessibility.ValueTypeString, Value: b},
			})
		}
		if len(j.Labels) > 0 {
			rel := make([]*accessibility.RelatedNode, len(j.Labels))
			for k, l := range j.Labels {
				rel[k] = &accessibility.RelatedNode{BackendDOMNodeID: cdpproto.BackendNodeID(l)}
			}
			n.Properties = append(n.Properties, &accessibility.Property{
				Name: accessibility.PropertyNameLabelledby, Value: &accessibility.Value{Type: accessibility.ValueTypeNodeList, RelatedNodes: rel},
			})
		}
		if len(j.Children) > 0 {
			n.ChildIDs = make([]accessibility.NodeID, 0, len(j.Children))
		}
		nodes[i] = n
		if j.Role != "StaticText" && j.ID > 0 {
			ni := snapshot.NodeInfo{
				Pointer: j.Flags&flagPointer != 0, CursorStart: j.Flags&flagCursorStart != 0,
				Clickable: j.Flags&flagClickable != 0, Delegated: j.Flags&flagDelegated != 0,
				Place: j.Flags&flagPlace != 0,
				Drags: j.Flags&flagDrags != 0, NoArea: j.Flags&flagNoArea != 0,
				Hint: j.Hint,
			}
			if len(j.Box) == 4 {
				ni.Box = &snapshot.Rect{X: j.Box[0], Y: j.Box[1], W: j.Box[2], H: j.Box[3]}
			}
			info[cdpproto.BackendNodeID(j.ID)] = ni
		}
	}
	for i := range in {
		for _, c := range in[i].Children {
			if c <= 0 || c >= len(nodes) || c == i {
				continue
			}
			nodes[i].ChildIDs = append(nodes[i].ChildIDs, nodes[c].NodeID)
			nodes[c].ParentID = nodes[i].NodeID
		}
	}
	return nodes, info
}

// jsonString is s as a JSON string.
func jsonString(s string) jsonv2.Value {
	b, _ := jsonv2.Marshal(s)
	return b
}

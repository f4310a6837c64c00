package mcpserver

import (
	"fmt"
	"slices"
	"strings"
)

// Capability names a group of tools outside the default set. Like Playwright
// MCP's --caps (whose names we use where it has the group), serve --caps
// network,storage lists them as well; the default set stays lean, since every
// listed tool costs the agent context on every turn.
//
// A tool joins a capability with .in(Cap…) on its line in tools(). A new
// capability is a constant here and an entry in capabilities.
type Capability string

// The capabilities.
const (
	CapNetwork   Capability = "network"   // mock, block and throttle requests
	CapStorage   Capability = "storage"   // cookies, localStorage, sessionStorage, storage state
	CapVision    Capability = "vision"    // act at x,y coordinates of a screenshot
	CapDownloads Capability = "downloads" // list and wait for the downloads an agent's action started
	CapElectron  Capability = "electron"  // what the app's main process sees: the IPC the pages send, the app's processes
)

// capInfo is a capability and what it adds.
type capInfo struct {
	name Capability
	adds string
}

// capabilities lists every capability with what it adds, in the order help
// shows them.
var capabilities = []capInfo{
	{CapNetwork, "mock or change requests (browser_route, …) and throttle the network"},
	{CapStorage, "read and change the page's cookies, localStorage, sessionStorage and storage state"},
	{CapVision, "mouse actions at x,y coordinates, for canvases and pages without an accessibility tree"},
	{CapDownloads, "list the downloads your actions started (saved into the bridge's folder) and wait for them"},
	{CapElectron, "what the app's main process sees: the IPC messages the page sent it, and the app's processes"},
}

// CapsAll in a --caps list stands for every capability.
const CapsAll = "all"

// capsInstructions tells the agent which tools it may lack, so it can ask
// the person to add a capability.
func capsInstructions() string {
	names := make([]string, len(capabilities))
	for i, c := range capabilities {
		names[i] = string(c.name)
	}
	return "More tools (the person adds them with serve --caps): " + strings.Join(names, ", ") + "."
}

// CapsHelp describes the capabilities, for a flag's usage text.
func CapsHelp() string {
	width := 0
	for _, c := range capabilities {
		width = max(width, len(c.name))
	}
	var b strings.Builder
	for _, c := range capabilities {
		fmt.Fprintf(&b, "\n  %-*s %s", width, c.name, c.adds)
	}
	return b.String()
}

// ParseCaps reads a comma-separated list of capabilities ("network,storage",
// or "all"). An unknown name is an error that lists the known ones.
func ParseCaps(list string) ([]Capability, error) {
	var caps []Capability
	for _, name := range strings.Split(list, ",") {
		name = strings.ToLower(strings.TrimSpace(name))
		switch {
		case name == "":
		case name == CapsAll:
			for _, c := range capabilities {
				caps = append(caps, c.name)
			}
		case slices.ContainsFunc(capabilities, func(c capInfo) bool { return string(c.name) == name }):
			caps = append(caps, Capability(name))
		default:
			known := []string{}
			for _, c := range capabilities {
				known = append(known, string(c.name))
			}
			return nil, fmt.Errorf("unknown capability %q: use %s, or %s", name, strings.Join(known, ", "), CapsAll)
		}
	}
	slices.Sort(caps)
	return slices.Compact(caps), nil
}

package mcpserver

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"slices"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/proto"
)

// appToolPrefix starts the MCP name of every tool the app declares, so they
// never collide with ours and the agent sees where they come from.
const appToolPrefix = "app_"

// appTools are the tools of the app registered as MCP tools, by MCP name,
// with what they were registered as (to tell a change from a repeat).
type appTools struct {
	mu    sync.Mutex
	known map[string]string // MCP name → the declaration's JSON
}

// setAppTools makes the MCP tools app_<name> what the app declares now;
// mcp-go tells the clients (notifications/tools/list_changed) when the
// list changed. Called by the watcher, never under the tool mutex.
func (s *Server) setAppTools(tools []proto.AppTool) {
	a := &s.appTools
	a.mu.Lock()
	defer a.mu.Unlock()
	want := map[string]proto.AppTool{}
	for _, t := range tools {
		want[appToolPrefix+t.Name] = t
	}
	var gone []string
	for name := range a.known {
		if _, ok := want[name]; !ok {
			gone = append(gone, name)
		}
	}
	var add []server.ServerTool
	for name, t := range want {
		decl, err := json.Marshal(t)
		if err != nil || a.known[name] == string(decl) {
			continue
		}
		schema, err := json.Marshal(t.InputSchema)
		if err != nil || !bytes.HasPrefix(schema, []byte("{")) {
			s.log.Warn("the app declared a tool whose inputSchema is not a JSON object; leaving it out", "tool", t.Name)
			continue
		}
		d := toolDef{
			tool: mcp.NewToolWithRawSchema(name, t.Description, schema),
			// The app's own action: whatever it does, it does to the
			// app, not to the page the agent has selected.
			noPage: true, modalOK: true, selfTimed: true,
			run: func(ctx context.Context, s *Server, c *call) error { return runAppTool(ctx, c, t.Name) },
		}
		d.tool.Annotations = mcp.ToolAnnotation{
			Title:           t.Name + " (from the app)",
			ReadOnlyHint:    mcp.ToBoolPtr(false),
			DestructiveHint: mcp.ToBoolPtr(true),
			IdempotentHint:  mcp.ToBoolPtr(false),
			OpenWorldHint:   mcp.ToBoolPtr(false),
		}
		add = append(add, server.ServerTool{Tool: d.tool, Handler: s.handler(d)})
		if a.known == nil {
			a.known = map[string]string{}
		}
		a.known[name] = string(decl)
	}
	slices.Sort(gone)
	for _, name := range gone {
		delete(a.known, name)
	}
	if len(gone) > 0 {
		s.mcp.DeleteTools(gone...)
	}
	if len(add) > 0 {
		s.mcp.AddTools(add...)
	}
}

// runAppTool calls the app's handler through the bridge's channel.
func runAppTool(ctx context.Context, c *call, name string) error {
	ctl := c.s.watch.control()
	if ctl == nil {
		return errorf("the app is not connected (it may be restarting): call %s%s again once it is back", appToolPrefix, name)
	}
	c.status(appToolPrefix+name+" is running in the app", 0)
	value, err := ctl.CallTool(ctx, name, c.req.GetRawArguments(), c.s.current)
	var te *bridge.ToolError
	if errors.As(err, &te) {
		return errorf("%s", te.Message)
	}
	if err != nil {
		return err
	}
	var text string
	switch {
	case len(value) == 0:
		c.out("Done (the tool returned nothing).")
		return nil
	case json.Unmarshal(value, &text) == nil:
		c.out("%s", text)
	default:
		var b bytes.Buffer
		if json.Indent(&b, value, "", "  ") != nil {
			b.Reset()
			b.Write(value)
		}
		c.out("%s", b.String())
	}
	return nil
}

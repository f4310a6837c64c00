package main

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// mcpServer is one MCP server under test, spoken to over stdio by mcp-go's
// client, as an agent's harness would.
type mcpServer struct {
	name    string
	dialect string // dialectOurs, dialectPlaywright or dialectCDT (widget tasks)
	c       *client.Client
	argRef  string // "target", or "ref" on older Playwright MCPs

	// Counted calls.
	calls, chars  int
	snapshotCalls int
	snapshotChars int
	responses     []string
	timed         []timedCall // the counted calls, in order
	actionChars   int
	codeChars     int // Playwright MCP's "Ran Playwright code" sections
	counting      bool
	refs          map[string]string // "role|name" → ref, from what the agent read
}

// startServer launches command over stdio and initializes the session.
func startServer(ctx context.Context, name string, env []string, command string, args ...string) (*mcpServer, error) {
	c, err := client.NewStdioMCPClient(command, env, args...)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "electron-mcp-bench", Version: "1"}
	ictx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	if _, err := c.Initialize(ictx, init); err != nil {
		c.Close()
		return nil, fmt.Errorf("%s: initialize: %w", name, err)
	}
	s := &mcpServer{name: name, c: c, refs: map[string]string{}}
	// The element argument is `target` now, `ref` in older versions: ask
	// the server's own schema.
	tools, err := c.ListTools(ictx, mcp.ListToolsRequest{})
	if err != nil {
		c.Close()
		return nil, fmt.Errorf("%s: tools/list: %w", name, err)
	}
	s.argRef = "target"
	for _, t := range tools.Tools {
		if t.Name == "browser_click" {
			if _, ok := t.InputSchema.Properties["target"]; !ok {
				if _, ok := t.InputSchema.Properties["ref"]; ok {
					s.argRef = "ref"
				}
			}
		}
	}
	return s, nil
}

func (s *mcpServer) Close() { s.c.Close() }

// resetCounts forgets the counted calls so far.
func (s *mcpServer) resetCounts() {
	s.calls, s.chars, s.snapshotCalls, s.snapshotChars, s.actionChars, s.codeChars = 0, 0, 0, 0, 0, 0
	s.responses = nil
	s.timed = nil
}

// call runs a tool and returns the text of its response; a tool error is an
// error. Counted calls add to the totals.
func (s *mcpServer) call(ctx context.Context, name string, args map[string]any) (string, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	req.Params.Arguments = args
	cctx, cancel := context.WithTimeout(ctx, 90*time.Second)
	defer cancel()
	start := time.Now()
	res, err := s.c.CallTool(cctx, req)
	took := time.Since(start)
	if err != nil {
		return "", fmt.Errorf("%s: %s: %w", s.name, name, err)
	}
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	text := b.String()
	if s.counting {
		n := utf8.RuneCountInString(text)
		s.calls++
		s.chars += n
		s.responses = append(s.responses, fmt.Sprintf("→ %s %v (%d ms, %d chars)\n%s", name, args, took.Milliseconds(), n, text))
		s.timed = append(s.timed, timedCall{Tool: name, Took: took, Chars: n})
		if name == "browser_snapshot" || name == "take_snapshot" {
			s.snapshotCalls++
			s.snapshotChars += n
		} else {
			s.actionChars += n
		}
		s.codeChars += utf8.RuneCountInString(section(text, "Ran Playwright code"))
	}
	if res.IsError {
		return text, &toolError{fmt.Sprintf("%s: %s(%v) failed: %s", s.name, name, args, text)}
	}
	return text, nil
}

// timedCall is one counted call and how long it took, as the client saw it.
type timedCall struct {
	Tool  string
	Took  time.Duration
	Chars int // of its response
}

// toolError is a tool's answer with isError set (the server is fine).
type toolError struct{ msg string }

func (e *toolError) Error() string { return e.msg }

// act runs an action and makes sure the agent has seen the page after it:
// from the response itself, or with browser_snapshot when the response does
// not show it. Refs are learnt from what was read.
func (s *mcpServer) act(ctx context.Context, name string, args map[string]any) error {
	text, err := s.call(ctx, name, args)
	if err != nil {
		return err
	}
	if !showsTree(text) {
		// The response does not show the page (Playwright MCP links a
		// snapshot file): the agent asks for it. Refs in it replace what
		// it knew.
		if text, err = s.call(ctx, "browser_snapshot", map[string]any{}); err != nil {
			return err
		}
		s.refs = map[string]string{}
	}
	s.learn(text)
	return nil
}

// ref returns the ref of the element with role and name the agent last saw.
func (s *mcpServer) ref(role, name string) (string, error) {
	if r, ok := s.refs[role+"|"+name]; ok {
		return r, nil
	}
	last := ""
	if len(s.responses) > 0 {
		last = s.responses[len(s.responses)-1]
	}
	return "", fmt.Errorf("%s: no ref for %s %q in what the agent read; last response:\n%s", s.name, role, name, last)
}

// snapshotLine matches a snapshot line with a ref, in Playwright's format
// and in ours (with a diff marker).
var snapshotLine = regexp.MustCompile(`^(\s*)- (?:\[(added|changed|removed)\] )?([a-z]+)(?: "((?:[^"\\]|\\.)*)")?.*?\[ref=([a-z0-9]+)\]`)

// learn records the refs on the lines of text, as an agent would remember
// them; nodes a diff marks removed (and their subtrees) are forgotten.
func (s *mcpServer) learn(text string) {
	removedIndent := -1
	for _, line := range strings.Split(text, "\n") {
		indent := len(line) - len(strings.TrimLeft(line, " "))
		if removedIndent >= 0 {
			if indent > removedIndent {
				continue
			}
			removedIndent = -1
		}
		m := snapshotLine.FindStringSubmatch(line)
		if m == nil {
			if strings.Contains(line, "- [removed] ") {
				removedIndent = indent
			}
			continue
		}
		key := m[3] + "|" + unquote(m[4])
		if m[2] == "removed" {
			if s.refs[key] == m[5] {
				delete(s.refs, key)
			}
			removedIndent = indent
			continue
		}
		s.refs[key] = m[5]
	}
}

func unquote(s string) string {
	return strings.NewReplacer(`\"`, `"`, `\\`, `\`, `\n`, "\n", `\t`, "\t").Replace(s)
}

// section returns the body of the "### name" section of a response.
// showsTree says whether a response's Snapshot section is the page's tree
// or a diff of it (electron-mcp's, unfenced, and a fenced one as
// Playwright MCP's browser_snapshot answers), not a link to a file
// holding it (Playwright MCP's answers to actions).
func showsTree(text string) bool {
	s := strings.TrimSpace(section(text, "Snapshot"))
	return s != "" && !strings.HasPrefix(s, "- [Snapshot](")
}

func section(text, name string) string {
	_, rest, ok := strings.Cut(text, "### "+name+"\n")
	if !ok {
		return ""
	}
	if i := strings.Index(rest, "\n### "); i >= 0 {
		rest = rest[:i+1]
	}
	return rest
}

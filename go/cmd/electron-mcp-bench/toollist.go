package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/electron-mcp/electron-mcp/go/internal/bench"
)

// toolListRow is what one server's tools/list costs.
type toolListRow struct {
	Server  string
	Command string
	Tools   int
	Chars   int
}

// benchToolLists measures the tools/list of electron-mcp (default set, and
// every capability) and of Playwright MCP (default set), each started afresh,
// as the raw result on the wire, counted by bench.ToolListChars.
func benchToolLists(ctx context.Context, cfg config) ([]toolListRow, error) {
	servers := []struct {
		name string
		argv []string
	}{
		{"electron-mcp", []string{cfg.binary, "serve"}},
		{"Playwright MCP", []string{"node", cfg.playwright, "--executable-path", cfg.chromium, "--headless", "--no-sandbox", "--isolated", "--output-dir", cfg.playwrightOut}},
		{"electron-mcp --caps all", []string{cfg.binary, "serve", "--caps", "all"}},
	}
	var rows []toolListRow
	for _, s := range servers {
		raw, err := rawToolList(ctx, s.argv)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", s.name, err)
		}
		chars, n, err := bench.ToolListChars(raw)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", s.name, err)
		}
		rows = append(rows, toolListRow{Server: s.name, Command: strings.Join(s.argv[1:], " "), Tools: n, Chars: chars})
	}
	return rows, nil
}

// rawToolList starts an MCP server over stdio, initializes it and returns
// the result of tools/list as it came on the wire (mcp-go's client would
// decode it into its own types, which drop what they do not know).
func rawToolList(ctx context.Context, argv []string) (json.RawMessage, error) {
	ctx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	defer func() {
		in.Close()
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	}()
	lines := bufio.NewScanner(out)
	lines.Buffer(make([]byte, 1<<20), 16<<20)
	send := func(msg string) error { _, err := io.WriteString(in, msg+"\n"); return err }
	await := func(id int) (json.RawMessage, error) {
		for lines.Scan() {
			var m struct {
				ID     *int            `json:"id"`
				Result json.RawMessage `json:"result"`
				Error  json.RawMessage `json:"error"`
			}
			if json.Unmarshal(lines.Bytes(), &m) != nil || m.ID == nil || *m.ID != id {
				continue // a notification or a request of the server's
			}
			if m.Error != nil {
				return nil, fmt.Errorf("error %s", m.Error)
			}
			return m.Result, nil
		}
		if err := lines.Err(); err != nil {
			return nil, err
		}
		return nil, fmt.Errorf("the server closed stdout before answering request %d", id)
	}
	if err := send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"electron-mcp-bench","version":"1"}}}`); err != nil {
		return nil, err
	}
	if _, err := await(1); err != nil {
		return nil, fmt.Errorf("initialize: %w", err)
	}
	if err := send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`); err != nil {
		return nil, err
	}
	if err := send(`{"jsonrpc":"2.0","id":2,"method":"tools/list"}`); err != nil {
		return nil, err
	}
	return await(2)
}

// toolListMarkdown is the report's section on the tool lists.
func toolListMarkdown(rows []toolListRow) string {
	var b strings.Builder
	b.WriteString("## What the tool list costs\n\n")
	b.WriteString("An MCP client puts every listed tool's name, description, input schema and annotations into the agent's context on every turn. ")
	b.WriteString("Counted: the characters of the `tools` array of the `tools/list` result as compact JSON without HTML escaping (`bench.ToolListChars`), each server started afresh over stdio. ")
	fmt.Fprintf(&b, "`go test ./go/mcpserver` holds the default set to at most 0.75× of Playwright MCP 0.0.83's %d characters, checked in.\n\n", bench.PlaywrightDefaultToolListChars)
	b.WriteString("| server | tools | characters | vs Playwright MCP's default |\n|---|---|---|---|\n")
	theirs := toolListChars(rows, "Playwright MCP")
	for _, r := range rows {
		fmt.Fprintf(&b, "| %s (`%s`) | %d | %d | %.2f× |\n", r.Server, r.Command, r.Tools, r.Chars, float64(r.Chars)/float64(theirs))
	}
	b.WriteString("\n")
	return b.String()
}

func toolListChars(rows []toolListRow, server string) int {
	for _, r := range rows {
		if r.Server == server {
			return r.Chars
		}
	}
	return 0
}

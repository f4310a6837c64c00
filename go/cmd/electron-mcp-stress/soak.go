package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/electron-mcp/electron-mcp/go/internal/standin"
)

// soakPoint is the memory of the server and the host after some calls.
type soakPoint struct {
	Calls  int
	Server procSample
	Host   procSample
}

// soakResult is the MCP soak.
type soakResult struct {
	Calls     int
	Failed    int
	FirstErr  string
	Clicks    int
	Counter   string // what the page's counter says at the end
	Points    []soakPoint
	Slowest   time.Duration
	Took      time.Duration
	Snapshots int // characters of the last full snapshot
}

// point returns the sample after n calls.
func (r *soakResult) point(n int) (soakPoint, bool) {
	for _, p := range r.Points {
		if p.Calls == n {
			return p, true
		}
	}
	return soakPoint{}, false
}

var countRef = regexp.MustCompile(`button "Count"[^\n]*\[ref=((?:f\d+)?e\d+)\]`)

// startServe starts electron-mcp serve on a window over stdio, as an
// agent's harness does, and initialises the MCP session; the command is
// there to sample or signal.
func startServe(ctx context.Context, host *standin.Host, target, binary string) (*client.Client, *exec.Cmd, error) {
	var cmd *exec.Cmd
	c, err := client.NewStdioMCPClientWithOptions(binary, host.Env(), []string{"serve", "--target", target},
		transport.WithCommandFunc(func(ctx context.Context, command string, env, args []string) (*exec.Cmd, error) {
			cmd = exec.CommandContext(ctx, command, args...)
			cmd.Env = append(os.Environ(), env...)
			return cmd, nil
		}))
	if err != nil {
		return nil, nil, fmt.Errorf("starting %s serve: %w", binary, err)
	}
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "electron-mcp-stress", Version: "1"}
	ictx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	if _, err := c.Initialize(ictx, init); err != nil {
		_ = c.Close()
		return nil, nil, fmt.Errorf("initialize: %w", err)
	}
	return c, cmd, nil
}

// soak runs electron-mcp serve over stdio, as an agent's harness does, and
// makes calls browser_snapshot and browser_click (on the page's counter)
// in turn, sampling the server's and the host's memory every 100 calls.
func soak(ctx context.Context, host *standin.Host, target, binary string, calls int) (*soakResult, error) {
	c, cmd, err := startServe(ctx, host, target, binary)
	if err != nil {
		return nil, err
	}
	defer c.Close()
	res := &soakResult{Calls: calls}
	pid := cmd.Process.Pid
	mark := func(n int) {
		p := soakPoint{Calls: n, Server: sample(pid), Host: sample(host.PID)}
		res.Points = append(res.Points, p)
		fmt.Printf("after %4d calls: server %s; host %s\n", n, p.Server, p.Host)
	}
	call := func(name string, args map[string]any) (string, error) {
		req := mcp.CallToolRequest{}
		req.Params.Name = name
		req.Params.Arguments = args
		cctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
		defer cancel()
		t := time.Now()
		r, err := c.CallTool(cctx, req)
		res.Slowest = max(res.Slowest, time.Since(t))
		if err != nil {
			return "", err
		}
		var b strings.Builder
		for _, part := range r.Content {
			if tc, ok := part.(mcp.TextContent); ok {
				b.WriteString(tc.Text)
			}
		}
		if r.IsError {
			return b.String(), fmt.Errorf("%s failed: %s", name, b.String())
		}
		return b.String(), nil
	}
	start := time.Now()
	mark(0)
	ref := ""
	for i := 1; i <= calls && ctx.Err() == nil; i++ {
		var err error
		if i%2 == 1 || ref == "" {
			var out string
			out, err = call("browser_snapshot", nil)
			if m := countRef.FindStringSubmatch(out); m != nil {
				ref = m[1]
				res.Snapshots = len(out)
			} else if err == nil {
				err = fmt.Errorf("no Count button in the snapshot:\n%s", out)
			}
		} else {
			_, err = call("browser_click", map[string]any{"target": ref})
			if err == nil {
				res.Clicks++
			}
		}
		if err != nil {
			res.Failed++
			if res.FirstErr == "" {
				res.FirstErr = shortError(err)
			}
		}
		if i%100 == 0 {
			mark(i)
		}
	}
	res.Took = time.Since(start)
	out, err := call("browser_evaluate", map[string]any{"function": "() => document.getElementById('n').textContent"})
	if err != nil {
		return res, err
	}
	if m := regexp.MustCompile(`### Result\n"?(\d+)"?`).FindStringSubmatch(out); m != nil {
		res.Counter = m[1]
	}
	fmt.Printf("%d calls in %s (%d failed), slowest %s; %d clicks, the counter says %s\n",
		calls, res.Took.Round(time.Millisecond), res.Failed, res.Slowest.Round(time.Millisecond), res.Clicks, res.Counter)
	return res, nil
}

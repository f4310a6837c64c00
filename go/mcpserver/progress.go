package mcpserver

import (
	"context"
	"math"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// progressEvery is how often a call that is still running says so.
const progressEvery = time.Second

// progress sends MCP progress notifications for one call, when the client
// asked for them (a progressToken in the request's _meta): every second
// while the call runs, so that a client which times out silent calls does
// not give up on one that waits for the page or for the person, with what
// the tool says it is doing. Progress is the seconds elapsed, total the
// call's own bound when it has one. Without a token it does nothing.
type progress struct {
	srv   *server.MCPServer
	ctx   context.Context
	token mcp.ProgressToken
	start time.Time

	mu     sync.Mutex
	status string
	total  time.Duration
	last   float64 // the progress sent last: each must be larger
	ended  bool

	stop chan struct{}
	done chan struct{}
}

func startProgress(ctx context.Context, srv *server.MCPServer, req mcp.CallToolRequest, tool string) *progress {
	p := &progress{srv: srv, ctx: ctx, start: time.Now(), status: tool + " is running"}
	if req.Params.Meta != nil {
		p.token = req.Params.Meta.ProgressToken
	}
	if p.token == nil {
		return p
	}
	p.stop, p.done = make(chan struct{}), make(chan struct{})
	go func() {
		defer close(p.done)
		t := time.NewTicker(progressEvery)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				p.send()
			case <-p.stop:
				return
			case <-ctx.Done():
				return
			}
		}
	}()
	return p
}

// set says what the call is doing now and how long it may take at most (0:
// unknown), for the next notification; now sends one at once (a call that
// waits for the person says so before the first second is out).
func (p *progress) set(status string, total time.Duration, now bool) {
	if p == nil {
		return
	}
	p.mu.Lock()
	p.status, p.total = status, total
	p.mu.Unlock()
	if now {
		p.send()
	}
}

// send sends one notification. It never blocks the call: a client that
// does not read its notifications misses some.
func (p *progress) send() {
	if p.token == nil {
		return
	}
	p.mu.Lock()
	if p.ended {
		p.mu.Unlock()
		return
	}
	v := math.Round(time.Since(p.start).Seconds()*10) / 10
	if v <= p.last {
		v = p.last + 0.1
	}
	p.last = v
	params := map[string]any{"progressToken": p.token, "progress": v, "message": p.status}
	if p.total > 0 {
		params["total"] = math.Max(p.total.Seconds(), v)
	}
	p.mu.Unlock()
	_ = p.srv.SendNotificationToClient(p.ctx, string(mcp.MethodNotificationProgress), params)
}

// end stops the notifications; none is sent after it returns, so none
// follows the call's response.
func (p *progress) end() {
	if p == nil || p.token == nil {
		return
	}
	p.mu.Lock()
	p.ended = true
	p.mu.Unlock()
	close(p.stop)
	<-p.done
}

package bridge_test

import (
	"errors"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	cdproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/proto"
)

// TestCommandOverTheBridgeLimit: a command over proto.MaxMessageBytes fails
// alone, before it is sent, with an error that says the limit; the
// connection stays up (the bridge would have closed it with 1009, failing
// every call on it). One right under the limit goes through.
func TestCommandOverTheBridgeLimit(t *testing.T) {
	p := host(t)
	conn, err := p.client().Dial(ctxT(t), p.windowB.ID)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	ctx := ctxT(t)

	const frame = `{"id":1,"method":"Runtime.evaluate","params":{"expression":"''.length","returnByValue":true}}`
	fits := strings.Repeat("x", proto.MaxMessageBytes-len(frame)-64)
	res, err := cdproto.Call(ctx, conn, runtime.Evaluate, runtime.EvaluateParams{Expression: "'" + fits + "'.length", ReturnByValue: new(true)})
	if err != nil {
		t.Fatalf("a command under the limit: %v", err)
	}
	if string(res.Result.Value) != strconv.Itoa(len(fits)) {
		t.Fatalf("under the limit: length %s, want %d", res.Result.Value, len(fits))
	}

	_, err = cdproto.Call(ctx, conn, runtime.Evaluate, runtime.EvaluateParams{Expression: "'" + strings.Repeat("x", proto.MaxMessageBytes) + "'.length"})
	var tl *cdp.TooLargeError
	if !errors.As(err, &tl) {
		t.Fatalf("err = %v, want a *cdp.TooLargeError", err)
	}
	for _, want := range []string{"Runtime.evaluate", "1 MiB", "not sent", "send less"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
	if _, err := cdproto.Call(ctx, conn, runtime.Evaluate, runtime.EvaluateParams{Expression: "1"}); err != nil {
		t.Fatalf("the connection after the refused command: %v", err)
	}
}

// TestTooManyClients: past proto.MaxClients connections (every endpoint
// together) the bridge refuses the next one with 503, and the client's error
// gives the bridge's reason; once one leaves, a connection is taken again.
func TestTooManyClients(t *testing.T) {
	p := host(t)
	ctx := ctxT(t)
	var held []*bridge.Control
	defer func() {
		for _, c := range held {
			c.Close()
		}
	}()
	var refused error
	for range proto.MaxClients + 1 {
		c, err := p.client().Control(ctx)
		if err != nil {
			refused = err
			break
		}
		held = append(held, c)
	}
	if refused == nil {
		t.Fatalf("%d control channels connected; the bridge serves at most %d", len(held), proto.MaxClients)
	}
	_, err := p.client().Dial(ctx, p.windowB.ID)
	for _, e := range []error{refused, err} {
		var se *bridge.StatusError
		if !errors.As(e, &se) || se.Status != http.StatusServiceUnavailable {
			t.Fatalf("err = %v, want a *bridge.StatusError with 503", e)
		}
		for _, want := range []string{"HTTP 503", "too many clients", "close one and retry"} {
			if !strings.Contains(e.Error(), want) {
				t.Errorf("error %q does not say %q", e, want)
			}
		}
	}
	held[0].Close()
	held = held[1:]
	deadline := time.Now().Add(pollTimeout)
	for {
		conn, err := p.client().Dial(ctx, p.windowB.ID)
		if err == nil {
			conn.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no connection after one left: %v", err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

package bridge_test

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/runtime"
	"github.com/gorilla/websocket"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	emcdp "github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/proto"
)

const fakeToken = "fake-token"

// fakeBridge answers like a bridge: the token is checked, then the handler
// decides. It records whether any request carried an Origin header.
func fakeBridge(t *testing.T, h http.HandlerFunc) (*httptest.Server, bridge.Endpoint) {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Origin") != "" {
			t.Errorf("%s %s carries an Origin header", r.Method, r.URL.Path)
		}
		if r.Header.Get(proto.HeaderAuthorization) != proto.AuthScheme+" "+fakeToken {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		h(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv, bridge.Endpoint{URL: srv.URL, Token: fakeToken, Source: bridge.Source{Kind: bridge.FromFlags}}
}

func ctxT(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	t.Cleanup(cancel)
	return ctx
}

func TestClientList(t *testing.T) {
	_, ep := fakeBridge(t, func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case proto.PathList:
			w.Write([]byte(`[{"id":"1","type":"page","electronType":"window","title":"A","url":"http://a/","webSocketDebuggerUrl":"ws://x/devtools/page/1","attached":false,"focused":true,"visible":true},
			{"id":"3","type":"webview","electronType":"webview","title":"G","url":"http://g/","hostId":"1","attached":true}]`))
		case proto.PathVersion:
			w.Write([]byte(`{"Browser":"Electron/42.0.0","Protocol-Version":"1.3","bridge":"0.1.0","protocol":1}`))
		default:
			http.NotFound(w, r)
		}
	})
	c := bridge.NewClient(ep)
	defer c.Close()
	ts, err := c.List(ctxT(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(ts) != 2 || ts[1].Type != proto.TypeWebview || ts[1].HostID != "1" || !ts[1].Attached || !ts[0].Focused {
		t.Fatalf("got %+v", ts)
	}
	v, err := c.Version(ctxT(t))
	if err != nil {
		t.Fatal(err)
	}
	if v.Protocol != proto.Version || v.Browser != "Electron/42.0.0" {
		t.Fatalf("got %+v", v)
	}
}

func TestClientCheck(t *testing.T) {
	var protocol atomic.Int64
	protocol.Store(proto.Version)
	_, ep := fakeBridge(t, func(w http.ResponseWriter, r *http.Request) {
		json.NewEncoder(w).Encode(proto.VersionInfo{Browser: "Electron/42", ProtocolVersion: "1.3", Bridge: "9.0.0", Protocol: int(protocol.Load())})
	})
	c := bridge.NewClient(ep)
	if _, err := c.Check(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	protocol.Store(proto.Version + 1)
	_, err := c.Check(ctxT(t))
	if !errors.Is(err, bridge.ErrProtocol) || !strings.Contains(err.Error(), "electron-mcp-bridge 9.0.0") {
		t.Fatalf("got %v, want ErrProtocol", err)
	}
}

func TestClientEmptyListIsNotNil(t *testing.T) {
	_, ep := fakeBridge(t, func(w http.ResponseWriter, r *http.Request) { w.Write([]byte(`null`)) })
	ts, err := bridge.NewClient(ep).List(ctxT(t))
	if err != nil || ts == nil || len(ts) != 0 {
		t.Fatalf("got %#v, %v", ts, err)
	}
}

func TestClientStatusErrors(t *testing.T) {
	var status int
	srv, ep := fakeBridge(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(status)
	})
	tests := []struct {
		status int
		token  string
		is     error
		says   string
	}{
		{http.StatusUnauthorized, "wrong", bridge.ErrUnauthorized, "bridge: unauthorized: the token does not match the bridge at " + srv.URL},
		{http.StatusForbidden, fakeToken, bridge.ErrForbidden, "refused the request's Host or Origin"},
		{http.StatusNotFound, fakeToken, nil, "is " + srv.URL + " an electron-mcp bridge"},
		{http.StatusInternalServerError, fakeToken, nil, "HTTP 500 Internal Server Error"},
	}
	for _, tt := range tests {
		status = tt.status
		e := ep
		e.Token = tt.token
		_, err := bridge.NewClient(e).List(ctxT(t))
		var se *bridge.StatusError
		if !errors.As(err, &se) || se.Status != tt.status {
			t.Errorf("HTTP %d: got %v, want a StatusError", tt.status, err)
			continue
		}
		if tt.is != nil && !errors.Is(err, tt.is) {
			t.Errorf("HTTP %d: %v is not %v", tt.status, err, tt.is)
		}
		if !strings.Contains(err.Error(), tt.says) {
			t.Errorf("HTTP %d: %q does not say %q", tt.status, err, tt.says)
		}
		if strings.Contains(err.Error(), tt.token) && tt.token != "wrong" {
			t.Errorf("HTTP %d: the error shows the token: %v", tt.status, err)
		}
	}
}

func TestClientNotABridge(t *testing.T) {
	_, ep := fakeBridge(t, func(w http.ResponseWriter, r *http.Request) { w.Write([]byte(`<html>`)) })
	_, err := bridge.NewClient(ep).List(ctxT(t))
	if err == nil || !strings.Contains(err.Error(), "an electron-mcp bridge?") {
		t.Fatalf("got %v", err)
	}
}

func TestClientDeadline(t *testing.T) {
	release := make(chan struct{})
	_, ep := fakeBridge(t, func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	})
	defer close(release)
	ctx, cancel := context.WithTimeout(t.Context(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := bridge.NewClient(ep).List(ctx)
	if !errors.Is(err, bridge.ErrUnreachable) || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("got %v, want ErrUnreachable wrapping the deadline", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("took %v", d)
	}
}

func TestClientUnreachable(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // nothing listens there now
	ep := bridge.Endpoint{URL: "http://" + addr, Token: fakeToken, Source: bridge.Source{Kind: bridge.FromEnv}}
	c := bridge.NewClient(ep)
	_, err = c.List(ctxT(t))
	if !errors.Is(err, bridge.ErrUnreachable) || !strings.Contains(err.Error(), "is the app still running?") {
		t.Fatalf("List: got %v", err)
	}
	_, err = c.Dial(ctxT(t), "1")
	var de *emcdp.DialError
	if !errors.Is(err, bridge.ErrUnreachable) || errors.As(err, &de) || strings.Contains(err.Error(), "cdp: dial") {
		t.Fatalf("Dial: got %v, want the cause alone after the address", err)
	}
}

func TestClientDial(t *testing.T) {
	up := websocket.Upgrader{} // the default origin check is moot: we must send none
	_, ep := fakeBridge(t, func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case proto.PathPage + "7":
			ws, err := up.Upgrade(w, r, nil)
			if err != nil {
				return
			}
			defer ws.Close()
			for {
				var m struct {
					ID     int64  `json:"id"`
					Method string `json:"method"`
				}
				if err := ws.ReadJSON(&m); err != nil {
					return
				}
				ws.WriteJSON(map[string]any{"id": m.ID, "result": map[string]any{"result": map[string]any{"type": "number", "value": 2, "description": "2"}}})
			}
		case proto.PathPage + "8":
			w.WriteHeader(http.StatusForbidden)
		default:
			http.NotFound(w, r)
		}
	})
	c := bridge.NewClient(ep)

	conn, err := c.Dial(ctxT(t), "7")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	res, err := cdp.Call(ctxT(t), conn, runtime.Evaluate, runtime.EvaluateParams{Expression: "1+1"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Result.Type != runtime.RemoteObjectTypeNumber || string(res.Result.Value) != "2" {
		t.Fatalf("got %+v", res.Result)
	}

	_, err = c.Dial(ctxT(t), "12")
	if !errors.Is(err, bridge.ErrNoTarget) || err.Error() != "bridge: no target 12: it was closed or is not exposed; call list for the current target ids" {
		t.Fatalf("404: got %v", err)
	}
	_, err = c.Dial(ctxT(t), "8")
	if !errors.Is(err, bridge.ErrForbidden) {
		t.Fatalf("403: got %v", err)
	}
	e := ep
	e.Token = "wrong"
	_, err = bridge.NewClient(e).Dial(ctxT(t), "7")
	if !errors.Is(err, bridge.ErrUnauthorized) {
		t.Fatalf("401: got %v", err)
	}
	if _, err := c.Dial(ctxT(t), ""); !errors.Is(err, bridge.ErrNoTarget) {
		t.Fatalf("empty id: got %v", err)
	}
}

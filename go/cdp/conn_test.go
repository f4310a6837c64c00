package cdp_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"iter"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto"
	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/target"
	"github.com/gorilla/websocket"

	"github.com/electron-mcp/electron-mcp/go/cdp"
)

// fakeRelay is a WebSocket peer whose behaviour each test scripts: it gets
// every frame the client sends and may answer through the socket.
type fakeRelay struct {
	t      *testing.T
	srv    *httptest.Server
	frames chan map[string]any
	mu     sync.Mutex
	ws     *websocket.Conn
	ready  chan struct{}
}

func newFakeRelay(t *testing.T) *fakeRelay {
	r := &fakeRelay{t: t, frames: make(chan map[string]any, 100), ready: make(chan struct{})}
	up := websocket.Upgrader{}
	r.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if req.Header.Get("Authorization") != "Bearer secret" {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		ws, err := up.Upgrade(w, req, nil)
		if err != nil {
			return
		}
		r.mu.Lock()
		r.ws = ws
		r.mu.Unlock()
		close(r.ready)
		for {
			var m map[string]any
			if err := ws.ReadJSON(&m); err != nil {
				return
			}
			r.frames <- m
		}
	}))
	t.Cleanup(r.srv.Close)
	return r
}

func (r *fakeRelay) url() string {
	return "ws" + strings.TrimPrefix(r.srv.URL, "http") + "/devtools/page/1"
}

func (r *fakeRelay) send(v any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if err := r.ws.WriteJSON(v); err != nil {
		r.t.Errorf("relay send: %v", err)
	}
}

func (r *fakeRelay) closeWith(code int, text string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	_ = r.ws.WriteControl(websocket.CloseMessage, websocket.FormatCloseMessage(code, text), time.Now().Add(time.Second))
	_ = r.ws.Close()
}

// recv returns the next frame the client sent, or an error when none comes
// within 10 s. It is safe on any goroutine.
func (r *fakeRelay) recv() (map[string]any, error) {
	select {
	case m := <-r.frames:
		return m, nil
	case <-time.After(10 * time.Second):
		return nil, errors.New("relay: no frame from the client")
	}
}

// next is recv for the test's own goroutine: no frame fails the test.
func (r *fakeRelay) next(t *testing.T) map[string]any {
	t.Helper()
	m, err := r.recv()
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// script runs the relay's side of a test on a goroutine of its own. An error
// it returns fails the test with t.Error (t.Fatal must not be called off the
// test's goroutine), and the test does not end before script does, so
// nothing is reported after it.
func (r *fakeRelay) script(t *testing.T, f func() error) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		if err := f(); err != nil {
			t.Error(err)
		}
	}()
	t.Cleanup(func() { <-done })
}

func dial(t *testing.T, r *fakeRelay) *cdp.Conn {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := cdp.Dial(ctx, r.url(), http.Header{"Authorization": {"Bearer secret"}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	<-r.ready
	return c
}

func testCtx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	t.Cleanup(cancel)
	return ctx
}

func TestTypedCallAndResult(t *testing.T) {
	r := newFakeRelay(t)
	c := dial(t, r)
	r.script(t, func() error {
		m, err := r.recv()
		if err != nil {
			return err
		}
		if m["method"] != "Runtime.evaluate" {
			t.Errorf("method = %v", m["method"])
		}
		if params, _ := m["params"].(map[string]any); params["expression"] != "1+1" {
			t.Errorf("params = %v", m["params"])
		}
		if _, ok := m["sessionId"]; ok {
			t.Errorf("root call carries a sessionId: %v", m)
		}
		r.send(map[string]any{"id": m["id"], "result": map[string]any{"result": map[string]any{"type": "number", "value": 2, "description": "2"}}})
		return nil
	})
	res, err := cdpproto.Call(testCtx(t), c, runtime.Evaluate, runtime.EvaluateParams{Expression: "1+1"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Result.Type != runtime.RemoteObjectTypeNumber || string(res.Result.Value) != "2" {
		t.Fatalf("result = %+v", res.Result)
	}
}

func TestErrorWrapsCDPError(t *testing.T) {
	r := newFakeRelay(t)
	c := dial(t, r)
	r.script(t, func() error {
		m, err := r.recv()
		if err != nil {
			return err
		}
		r.send(map[string]any{"id": m["id"], "error": map[string]any{"code": -32601, "message": "'Nope.x' wasn't found"}})
		return nil
	})
	err := c.Call(testCtx(t), "Nope.x", nil, nil)
	var cerr *cdproto.Error
	if !errors.As(err, &cerr) || cerr.Code != -32601 {
		t.Fatalf("err = %v, want a *cdproto.Error with code -32601", err)
	}
	if !strings.Contains(err.Error(), "Nope.x") {
		t.Errorf("error does not name the method: %v", err)
	}
}

func TestCallDeadline(t *testing.T) {
	r := newFakeRelay(t)
	c := dial(t, r)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	err := c.Call(ctx, "Page.navigate", map[string]any{"url": "about:blank"}, nil)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, want deadline exceeded", err)
	}
	// The late answer is dropped and the connection still works.
	m := r.next(t)
	r.send(map[string]any{"id": m["id"], "result": map[string]any{}})
	r.script(t, r.answerEmpty)
	if err := c.Call(testCtx(t), "Page.enable", nil, nil); err != nil {
		t.Fatal(err)
	}
}

func TestCloseFailsPendingCallsAtOnce(t *testing.T) {
	r := newFakeRelay(t)
	c := dial(t, r)
	const n = 5
	errs := make(chan error, n)
	for i := 0; i < n; i++ {
		go func() { errs <- c.Call(testCtx(t), "Runtime.evaluate", map[string]any{"expression": "1"}, nil) }()
	}
	for i := 0; i < n; i++ {
		r.next(t)
	}
	r.closeWith(4001, "target destroyed")
	for i := 0; i < n; i++ {
		err := <-errs
		var ce *cdp.CloseError
		if !errors.Is(err, cdp.ErrClosed) || !errors.As(err, &ce) || ce.Code != 4001 {
			t.Fatalf("err = %v, want a CloseError with code 4001", err)
		}
	}
	<-c.Done()
	if err := c.Call(testCtx(t), "Runtime.evaluate", nil, nil); !errors.Is(err, cdp.ErrClosed) {
		t.Fatalf("call after close: %v", err)
	}
}

func TestEventsAndSessions(t *testing.T) {
	r := newFakeRelay(t)
	c := dial(t, r)
	ctx := testCtx(t)
	child := c.Session("CHILD")

	root := cdpproto.Events(ctx, c, runtime.ConsoleAPICalled)
	inChild := cdpproto.Events(ctx, child, runtime.ConsoleAPICalled)
	all, stop := c.Events()
	defer stop()

	r.send(map[string]any{"method": "Runtime.consoleAPICalled", "params": map[string]any{"type": "log", "args": []any{}, "executionContextId": 1, "timestamp": 1}})
	r.send(map[string]any{"method": "Runtime.consoleAPICalled", "sessionId": "CHILD", "params": map[string]any{"type": "error", "args": []any{}, "executionContextId": 2, "timestamp": 2}})

	if got := firstEvent(t, root).Type; got != runtime.ConsoleAPICalledTypeLog {
		t.Fatalf("root got %v", got)
	}
	if got := firstEvent(t, inChild).Type; got != runtime.ConsoleAPICalledTypeError {
		t.Fatalf("child got %v", got)
	}
	var got []target.SessionID
	for len(got) < 2 {
		select {
		case ev := <-all:
			got = append(got, ev.SessionID)
		case <-ctx.Done():
			t.Fatal("Events: no event")
		}
	}
	if got[0] != "" || got[1] != "CHILD" {
		t.Fatalf("Events sessions = %q", got)
	}

	r.script(t, func() error {
		m, err := r.recv()
		if err != nil {
			return err
		}
		if m["sessionId"] != "CHILD" {
			t.Errorf("session call without its sessionId: %v", m)
		}
		r.send(map[string]any{"id": m["id"], "sessionId": "CHILD", "result": map[string]any{}})
		return nil
	})
	if err := child.Call(ctx, "Runtime.enable", nil, nil); err != nil {
		t.Fatal(err)
	}
}

// firstEvent returns the first event of events; none (an error, or the
// sequence ending) fails the test.
func firstEvent[E any](t *testing.T, events iter.Seq2[E, error]) E {
	t.Helper()
	for ev, err := range events {
		if err != nil {
			t.Fatal(err)
		}
		return ev
	}
	t.Fatal("the events ended before the first")
	var none E
	return none
}

func TestSlowSubscriberDoesNotBlockCalls(t *testing.T) {
	r := newFakeRelay(t)
	c := dial(t, r)
	_, stop := c.Events() // never read
	defer stop()
	for i := 0; i < 1000; i++ {
		r.send(map[string]any{"method": "Log.entryAdded", "params": map[string]any{}})
	}
	r.script(t, r.answerEmpty)
	if err := c.Call(testCtx(t), "Runtime.enable", nil, nil); err != nil {
		t.Fatal(err)
	}
}

func TestDialRefusedIsHandshakeError(t *testing.T) {
	r := newFakeRelay(t)
	_, err := cdp.Dial(testCtx(t), r.url(), nil)
	var he *cdp.HandshakeError
	if !errors.As(err, &he) || he.Status != http.StatusUnauthorized {
		t.Fatalf("err = %v, want HandshakeError 401", err)
	}
}

// answerEmpty answers the next call with an empty result.
func (r *fakeRelay) answerEmpty() error {
	m, err := r.recv()
	if err != nil {
		return err
	}
	r.send(map[string]any{"id": m["id"], "result": map[string]any{}})
	return nil
}

func (r *fakeRelay) sendRaw(frame string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if err := r.ws.WriteMessage(websocket.TextMessage, []byte(frame)); err != nil {
		r.t.Errorf("relay send: %v", err)
	}
}

// A page string with a lone surrogate (JSON.stringify writes "\ud800"),
// a malformed answer and junk frames: every call still gets its answer and
// the connection goes on.
func TestOddFramesStillAnswer(t *testing.T) {
	r := newFakeRelay(t)
	c := dial(t, r)
	ctx := testCtx(t)
	r.script(t, func() error {
		answers := []func(id any) string{
			func(id any) string {
				r.sendRaw("\x00\xffnot json")
				r.sendRaw(`{"id":"` + "x" + `"}`)
				return fmt.Sprintf(`{"id":%v,"result":{"result":{"type":"string","value":"a\ud800b"}}}`, id)
			},
			func(id any) string { return fmt.Sprintf(`{"id":%v,"error":"boom"}`, id) },
			func(id any) string { return fmt.Sprintf(`{"id":%v,"result":{"v":[[[[`, id) },
		}
		for _, answer := range answers {
			m, err := r.recv()
			if err != nil {
				return err
			}
			r.sendRaw(answer(m["id"]))
		}
		return nil
	})
	res, err := cdpproto.Call(ctx, c, runtime.Evaluate, runtime.EvaluateParams{Expression: "s"})
	if err != nil {
		t.Fatal(err)
	}
	var v string
	if err := json.Unmarshal(res.Result.Value, &v); err != nil || v != "a\uFFFDb" {
		t.Fatalf("value %s (%v), want a\\uFFFDb", res.Result.Value, err)
	}
	if err := c.Call(ctx, "X.y", nil, nil); err == nil || !strings.Contains(err.Error(), "malformed error answer") {
		t.Fatalf("a malformed error answer: %v", err)
	}
	if err := c.Call(ctx, "X.z", nil, nil); err == nil || !strings.Contains(err.Error(), "unreadable answer") {
		t.Fatalf("a truncated answer: %v", err)
	}
	if st := c.Stats(); st.MalformedFrames != 2 || st.Pending != 0 {
		t.Fatalf("stats %+v, want 2 malformed frames and nothing pending", st)
	}
}

// CallInOrder sends every command before the first answer comes (the
// peer answers only once it has them all, in reverse), in order, and hands
// each its own result and the first error.
func TestCallInOrderSendsAllBeforeAnswers(t *testing.T) {
	r := newFakeRelay(t)
	c := dial(t, r)
	r.script(t, func() error {
		var got []map[string]any
		for range 3 {
			m, err := r.recv()
			if err != nil {
				return err
			}
			got = append(got, m)
		}
		for i, m := range got {
			if want := fmt.Sprintf("M.%d", i); m["method"] != want {
				t.Errorf("command %d: method %v, want %s", i, m["method"], want)
			}
		}
		r.send(map[string]any{"id": got[2]["id"], "result": map[string]any{"n": 2}})
		r.send(map[string]any{"id": got[1]["id"], "error": map[string]any{"code": -32000, "message": "second failed"}})
		r.send(map[string]any{"id": got[0]["id"], "result": map[string]any{"n": 0}})
		return nil
	})
	var a, b struct {
		N int `json:"n"`
	}
	err := c.CallInOrder(testCtx(t),
		cdp.Command{Method: "M.0", Result: &a},
		cdp.Command{Method: "M.1"},
		cdp.Command{Method: "M.2", Result: &b})
	if err == nil || !strings.Contains(err.Error(), "second failed") {
		t.Fatalf("err = %v, want the second command's error", err)
	}
	if a.N != 0 || b.N != 2 {
		t.Fatalf("results = %d, %d; want 0, 2", a.N, b.N)
	}
	if s := c.Stats(); s.Pending != 0 {
		t.Fatalf("%d calls left pending", s.Pending)
	}
}

// TestCommandLimitIsTheConnections: a command over the limit the caller set
// (the bridge's frame limit) fails alone before it is sent; without one (a
// DevTools endpoint takes more) it is sent.
func TestCommandLimitIsTheConnections(t *testing.T) {
	r := newFakeRelay(t)
	c := dial(t, r)
	big := strings.Repeat("x", 2<<20)
	r.script(t, func() error {
		m, err := r.recv()
		if err != nil {
			return err
		}
		r.send(map[string]any{"id": m["id"], "result": map[string]any{"result": map[string]any{"type": "number", "value": 1}}})
		return nil
	})
	if _, err := cdpproto.Call(testCtx(t), c, runtime.Evaluate, runtime.EvaluateParams{Expression: big}); err != nil {
		t.Fatalf("a 2 MiB command without a limit: %v", err)
	}
	c.SetMaxCommandBytes(1 << 20)
	_, err := cdpproto.Call(testCtx(t), c, runtime.Evaluate, runtime.EvaluateParams{Expression: big})
	var tl *cdp.TooLargeError
	if !errors.As(err, &tl) || tl.Limit != 1<<20 || tl.Method != "Runtime.evaluate" {
		t.Fatalf("err = %v, want a *cdp.TooLargeError at 1 MiB", err)
	}
	if !strings.Contains(err.Error(), "1 MiB") {
		t.Errorf("the error does not say the limit: %v", err)
	}
}

// A WebSocket that cannot be opened is a *cdp.DialError holding the cause.
func TestDialError(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	addr := srv.Listener.Addr().String()
	srv.Close() // nothing listens there now
	_, err := cdp.Dial(context.Background(), "ws://"+addr+"/devtools/page/1", nil)
	var de *cdp.DialError
	if !errors.As(err, &de) || de.Err == nil || err.Error() != "cdp: dial: "+de.Err.Error() {
		t.Fatalf("Dial: %v (%T), want a *cdp.DialError", err, err)
	}
}

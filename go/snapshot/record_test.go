package snapshot

// The recorder turns the HTML pages in testdata/ into the recorded trees the
// golden tests read (testdata/<page>.json). It runs only when asked:
//
//	go test ./go/snapshot -run TestRecord -record
//
// It starts Debian's Chromium itself over --remote-debugging-pipe (no port is
// opened), serves testdata/ with httptest, and dumps for every frame what
// go/page gathers at snapshot time: the frame tree, each child frame's owner
// element, Accessibility.getFullAXTree, and the NodeInfo facts that
// DOMSnapshot.captureSnapshot provides. The random server origin is replaced
// by recordOrigin so that re-recording does not churn unrelated bytes.

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/domsnapshot"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/target"
)

var record = flag.Bool("record", false, "record testdata/*.json from testdata/*.html with a real Chromium")

// recordOrigin stands in for the httptest server's random origin.
const recordOrigin = "http://testdata.local"

// recordPages are the pages recorded; child.html is only loaded as an iframe.
var recordPages = []string{"forms", "content", "widgets", "iframe", "todo", "shop", "text"}

// recording starts what a recording needs: a server for testdata and
// Chromium over a pipe, both closed at cleanup. Without -record the test
// is skipped.
func recording(t *testing.T) (*httptest.Server, *pipeBrowser) {
	t.Helper()
	if !*record {
		t.Skip("pass -record to re-record testdata from Chromium")
	}
	chromium := os.Getenv("CHROMIUM")
	if chromium == "" {
		chromium = "/usr/bin/chromium"
	}
	srv := httptest.NewServer(http.FileServer(http.Dir("testdata")))
	t.Cleanup(srv.Close)
	b, err := startPipeBrowser(t, chromium)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.close)
	return srv, b
}

func TestRecord(t *testing.T) {
	srv, b := recording(t)

	for _, name := range recordPages {
		t.Run(name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			frames, err := recordPage(ctx, b, srv.URL+"/"+name+".html")
			if err != nil {
				t.Fatal(err)
			}
			out, err := jsonv2.Marshal(frames)
			if err != nil {
				t.Fatal(err)
			}
			out = bytes.ReplaceAll(out, []byte(srv.URL), []byte(recordOrigin))
			var buf bytes.Buffer
			if err := indentJSON(&buf, out); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join("testdata", name+".json"), buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// indentJSON keeps recordings diffable: one AX node property per line would
// be too long, so it indents with jsontext's default multiline format.
func indentJSON(w io.Writer, in []byte) error {
	v := jsonv2.Value(in)
	if err := v.Indent(); err != nil {
		return err
	}
	_, err := w.Write(append(v, '\n'))
	return err
}

func recordPage(ctx context.Context, b *pipeBrowser, url string) ([]Frame, error) {
	s, done, err := openPage(ctx, b, url)
	if err != nil {
		return nil, err
	}
	defer done()
	return capture(ctx, s)
}

// openPage creates a tab, loads url and waits until it (and its iframes)
// finished loading.
func openPage(ctx context.Context, b *pipeBrowser, url string) (cdp.Session, func(), error) {
	tgt, err := cdp.Call(ctx, b.session(""), target.CreateTarget, target.CreateTargetParams{URL: "about:blank"})
	if err != nil {
		return nil, nil, err
	}
	done := func() {
		cdp.Call(context.Background(), b.session(""), target.CloseTarget, target.CloseTargetParams{TargetID: tgt.TargetID})
	}
	fail := func(err error) (cdp.Session, func(), error) {
		done()
		return nil, nil, err
	}
	att, err := cdp.Call(ctx, b.session(""), target.AttachToTarget, target.AttachToTargetParams{TargetID: tgt.TargetID, Flatten: new(true)})
	if err != nil {
		return fail(err)
	}
	s := b.session(string(att.SessionID))
	if _, err := cdp.Call(ctx, s, page.Enable, page.EnableParams{}); err != nil {
		return fail(err)
	}
	if _, err := cdp.Call(ctx, s, dom.Enable, dom.EnableParams{}); err != nil {
		return fail(err)
	}
	if _, err := cdp.Call(ctx, s, accessibility.Enable, cdp.Empty{}); err != nil {
		return fail(err)
	}
	if _, err := cdp.Call(ctx, s, page.Navigate, page.NavigateParams{URL: url}); err != nil {
		return fail(err)
	}
	// The top document's readyState becomes "complete" only after its
	// iframes have loaded; the extra pause lets custom elements upgrade and
	// inline scripts settle.
	for {
		v, err := evaluate(ctx, s, "document.readyState")
		if err != nil {
			return fail(err)
		}
		if v == `"complete"` {
			break
		}
		select {
		case <-ctx.Done():
			return fail(ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
	time.Sleep(300 * time.Millisecond)
	return s, done, nil
}

func evaluate(ctx context.Context, s cdp.Session, expr string) (string, error) {
	r, err := cdp.Call(ctx, s, runtime.Evaluate, runtime.EvaluateParams{Expression: expr, ReturnByValue: new(true), AwaitPromise: new(true)})
	if err != nil {
		return "", err
	}
	if r.ExceptionDetails != nil {
		return "", fmt.Errorf("%s: %s", expr, r.ExceptionDetails.Text)
	}
	if r.Result == nil {
		return "", nil
	}
	return string(r.Result.Value), nil
}

// capture gathers what go/page gathers for a snapshot.
func capture(ctx context.Context, s cdp.Session) ([]Frame, error) {
	tree, err := cdp.Call(ctx, s, page.GetFrameTree, cdp.Empty{})
	if err != nil {
		return nil, err
	}
	info, err := recordInfo(ctx, s)
	if err != nil {
		return nil, err
	}
	var frames []Frame
	var walk func(ft *page.FrameTree, parent int) error
	walk = func(ft *page.FrameTree, parent int) error {
		f := Frame{ID: ft.Frame.ID, Parent: parent, URL: ft.Frame.URL}
		if parent >= 0 {
			owner, err := cdp.Call(ctx, s, dom.GetFrameOwner, dom.GetFrameOwnerParams{FrameID: ft.Frame.ID})
			if err != nil {
				return fmt.Errorf("owner of %s: %w", ft.Frame.ID, err)
			}
			f.Owner = owner.BackendNodeID
		}
		ax, err := cdp.Call(ctx, s, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{FrameID: ft.Frame.ID})
		if err != nil {
			return fmt.Errorf("AX tree of %s: %w", ft.Frame.ID, err)
		}
		f.Nodes = ax.Nodes
		f.Info = info[ft.Frame.ID]
		frames = append(frames, f)
		me := len(frames) - 1
		for _, c := range ft.ChildFrames {
			if err := walk(c, me); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(tree.FrameTree, -1); err != nil {
		return nil, err
	}
	return frames, nil
}

// recordedStep is the page after one step of a scenario, for Diff goldens.
type recordedStep struct {
	Action string  `json:"action"`
	Frames []Frame `json:"frames"`
}

// todoFlows are the pages todoSteps are recorded on, by golden name: the
// keyed renderer, and the same app rebuilding its list with innerHTML.
var todoFlows = []struct{ name, path string }{
	{"todoapp", "/todoapp.html"},
	{"todoapp-rerender", "/todoapp.html?rerender"},
}

// todoSteps is the agent task of the benchmark (issue 5) on todoapp.html.
var todoSteps = []struct{ action, js string }{
	{"load", ""},
	{"add Buy milk", "add('Buy milk')"},
	{"add Walk the dog", "add('Walk the dog')"},
	{"add Write code", "add('Write code')"},
	{"complete Walk the dog", "document.querySelectorAll('.toggle')[1].click()"},
	{"filter Active", "location.hash = '#/active'"},
	{"filter All", "location.hash = '#/'"},
	{"clear completed", "document.querySelector('.clear-completed').click()"},
}

// todoHelpers types into the new-todo field the way a keyboard would end.
const todoHelpers = `window.add = (text) => {
  const input = document.querySelector('.new-todo');
  input.focus();
  input.value = text;
  input.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
}`

func TestRecordSteps(t *testing.T) {
	srv, b := recording(t)
	for _, flow := range todoFlows {
		t.Run(flow.name, func(t *testing.T) {
			if err := recordSteps(b, srv.URL+flow.path, filepath.Join("testdata", flow.name+".steps.json"), srv.URL); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func recordSteps(b *pipeBrowser, url, file, origin string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	s, done, err := openPage(ctx, b, url)
	if err != nil {
		return err
	}
	defer done()
	if _, err := evaluate(ctx, s, todoHelpers); err != nil {
		return err
	}
	var steps []recordedStep
	for _, st := range todoSteps {
		if st.js != "" {
			if _, err := evaluate(ctx, s, st.js); err != nil {
				return err
			}
			time.Sleep(100 * time.Millisecond) // hashchange is dispatched later
		}
		frames, err := capture(ctx, s)
		if err != nil {
			return err
		}
		steps = append(steps, recordedStep{Action: st.action, Frames: frames})
	}
	out, err := jsonv2.Marshal(steps)
	if err != nil {
		return err
	}
	out = bytes.ReplaceAll(out, []byte(origin), []byte(recordOrigin))
	var buf bytes.Buffer
	if err := indentJSON(&buf, out); err != nil {
		return err
	}
	return os.WriteFile(file, buf.Bytes(), 0o644)
}

// recordInfo computes NodeInfo the way go/page is expected to: one
// DOMSnapshot.captureSnapshot for all same-process documents, cursor from
// computed style, box from the layout tree, hidden for visibility:hidden.
func recordInfo(ctx context.Context, s cdp.Session) (map[cdp.FrameID]map[cdp.BackendNodeID]NodeInfo, error) {
	snap, err := cdp.Call(ctx, s, domsnapshot.CaptureSnapshot, domsnapshot.CaptureSnapshotParams{ComputedStyles: []string{"cursor", "visibility"}})
	if err != nil {
		return nil, err
	}
	str := func(i int64) string {
		if i < 0 || int(i) >= len(snap.Strings) {
			return ""
		}
		return snap.Strings[i]
	}
	out := map[cdp.FrameID]map[cdp.BackendNodeID]NodeInfo{}
	for _, d := range snap.Documents {
		m := map[cdp.BackendNodeID]NodeInfo{}
		nodes := d.Nodes
		parentPointer := map[int64]bool{}
		for i, ni := range d.Layout.NodeIndex {
			var cursor, vis string
			if st := d.Layout.Styles[i]; len(st) >= 2 {
				cursor, vis = str(st[0]), str(st[1])
			}
			r := d.Layout.Bounds[i]
			info := NodeInfo{Pointer: cursor == "pointer", Hidden: vis == "hidden"}
			if len(r) == 4 {
				info.Box = &Rect{X: r[0], Y: r[1], W: r[2], H: r[3]}
			}
			parentPointer[ni] = info.Pointer
			m[nodes.BackendNodeID[ni]] = info
		}
		if c := nodes.IsClickable; c != nil {
			for _, ni := range c.Index {
				id := nodes.BackendNodeID[ni]
				info := m[id]
				info.Clickable = true
				m[id] = info
			}
		}
		out[cdp.FrameID(str(int64(d.FrameID)))] = m
	}
	return out, nil
}

// pipeBrowser speaks CDP over Chromium's --remote-debugging-pipe: commands
// go to the child's fd 3, replies and events come from its fd 4, each
// message a JSON object terminated by NUL.
type pipeBrowser struct {
	cmd *exec.Cmd
	w   io.WriteCloser
	dir string

	mu      sync.Mutex
	nextID  int64
	pending map[int64]chan pipeReply
	done    chan struct{}
}

type pipeReply struct {
	ID     int64         `json:"id"`
	Result jsonv2.Value  `json:"result"`
	Error  *pipeErrorMsg `json:"error"`
}

type pipeErrorMsg struct {
	Code    int64  `json:"code"`
	Message string `json:"message"`
}

func startPipeBrowser(t *testing.T, chromium string) (*pipeBrowser, error) {
	dir := t.TempDir()
	cmdR, cmdW, err := os.Pipe() // we write commands, Chromium reads fd 3
	if err != nil {
		return nil, err
	}
	resR, resW, err := os.Pipe() // Chromium writes fd 4, we read
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(chromium,
		"--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
		"--user-data-dir="+dir, "--no-first-run", "--disable-background-networking",
		"--disable-component-update", "--disable-sync", "--hide-scrollbars",
		"--window-size=1280,800", "about:blank")
	cmd.ExtraFiles = []*os.File{cmdR, resW}
	cmd.Stdout = io.Discard
	cmd.Stderr = io.Discard // Chromium is noisy (dbus, GPU) even when healthy
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %s: %w", chromium, err)
	}
	cmdR.Close()
	resW.Close()
	b := &pipeBrowser{cmd: cmd, w: cmdW, dir: dir, pending: map[int64]chan pipeReply{}, done: make(chan struct{})}
	go b.readLoop(resR)
	return b, nil
}

func (b *pipeBrowser) readLoop(r io.Reader) {
	defer close(b.done)
	br := bufio.NewReaderSize(r, 1<<20)
	for {
		msg, err := br.ReadBytes(0)
		if err != nil {
			return
		}
		msg = msg[:len(msg)-1]
		var rep pipeReply
		if err := jsonv2.Unmarshal(msg, &rep); err != nil || rep.ID == 0 {
			continue // events are not needed by the recorder
		}
		b.mu.Lock()
		ch := b.pending[rep.ID]
		delete(b.pending, rep.ID)
		b.mu.Unlock()
		if ch != nil {
			ch <- rep
		}
	}
}

func (b *pipeBrowser) close() {
	b.w.Close()
	// Chromium forks helpers into its process group; end them all.
	if b.cmd.Process != nil {
		syscall.Kill(-b.cmd.Process.Pid, syscall.SIGKILL)
	}
	b.cmd.Wait()
}

func (b *pipeBrowser) session(id string) cdp.Session { return pipeSession{b: b, id: id} }

type pipeSession struct {
	b  *pipeBrowser
	id string
}

func (s pipeSession) Call(ctx context.Context, method string, params, result any) error {
	b := s.b
	p, err := jsonv2.Marshal(params)
	if err != nil {
		return err
	}
	b.mu.Lock()
	b.nextID++
	id := b.nextID
	ch := make(chan pipeReply, 1)
	b.pending[id] = ch
	b.mu.Unlock()
	msg := map[string]any{"id": id, "method": method, "params": jsonv2.Value(p)}
	if s.id != "" {
		msg["sessionId"] = s.id
	}
	raw, err := jsonv2.Marshal(msg)
	if err != nil {
		return err
	}
	b.mu.Lock()
	_, err = b.w.Write(append(raw, 0))
	b.mu.Unlock()
	if err != nil {
		return err
	}
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-b.done:
		return errors.New("chromium exited")
	case rep := <-ch:
		if rep.Error != nil {
			return fmt.Errorf("%s: %s (%d)", method, rep.Error.Message, rep.Error.Code)
		}
		if result == nil || len(rep.Result) == 0 {
			return nil
		}
		return jsonv2.Unmarshal(rep.Result, result)
	}
}

func (s pipeSession) Subscribe(string) (<-chan jsonv2.Value, func()) {
	ch := make(chan jsonv2.Value)
	close(ch)
	return ch, func() {}
}

package page

import (
	"context"
	"fmt"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
)

// A real page's requests as Chromium reports them: method, status, type and
// size, posted and response bodies, a redirect as two hops, a request to a
// dead port, and only the current document's requests by default.
func TestNetworkFromChromium(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	docURL := base + "/page/network.html"
	if _, err := p.Navigate(ctx, docURL); err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	dead := l.Addr().(*net.TCPAddr).Port
	l.Close() // nothing listens there now
	deadURL := fmt.Sprintf("http://127.0.0.1:%d/api", dead)
	for _, c := range []struct{ fn, want string }{
		{"getData()", `"{\"ok\":true}"`},
		{"postEcho()", `"{\"hello\":\"server\"}"`},
		{"followRedirect()", `200`},
		{fmt.Sprintf("deadHost(%d)", dead), `"failed"`}, // the last
	} {
		got, _, err := p.Evaluate(ctx, "() => "+c.fn, "")
		if err != nil || got != c.want {
			t.Fatalf("%s = %s, %v; want %s", c.fn, got, err, c.want)
		}
	}
	find := func(reqs []Request, method, url string) *Request {
		t.Helper()
		for i := range reqs {
			if reqs[i].Method == method && reqs[i].URL == url {
				return &reqs[i]
			}
		}
		t.Fatalf("no %s %s among the requests: %+v", method, url, reqs)
		return nil
	}
	// The page has its answers; the events saying so may still be on their
	// way. They come in order: once the last request is done, all are.
	waitUntil(ctx, t, "the last request to fail", func() bool {
		all, _ := p.Requests(true)
		return len(all) > 0 && all[len(all)-1].URL == deadURL && all[len(all)-1].Finished
	})
	reqs, dropped := p.Requests(false)
	if dropped != 0 {
		t.Errorf("%d requests dropped", dropped)
	}

	doc := find(reqs, "GET", docURL)
	if doc.Type != network.ResourceTypeDocument || doc.Status != 200 {
		t.Errorf("document request: %+v", *doc)
	}
	data := find(reqs, "GET", base+"/net/data")
	if data.Type != network.ResourceTypeFetch || data.Status != 200 || data.MimeType != "application/json" || data.Size <= 0 || data.Failed != "" {
		t.Errorf("fetch: %+v", *data)
	}
	if body, err := p.RequestBody(ctx, *data, true); err != nil || body != `{"ok":true}` {
		t.Errorf("response body = %q, %v", body, err)
	}
	if _, err := p.RequestBody(ctx, *data, false); err == nil || !strings.Contains(err.Error(), "has no body") {
		t.Errorf("the posted body of a GET: %v", err)
	}
	post := find(reqs, "POST", base+"/net/echo")
	if body, err := p.RequestBody(ctx, *post, false); err != nil || body != `{"hello":"server"}` {
		t.Errorf("posted body = %q, %v", body, err)
	}
	if ct := post.RequestHeaders["Content-Type"]; ct != "application/json" {
		t.Errorf("request headers: %v", post.RequestHeaders)
	}
	// The redirect: the first hop ends with its 302, the second is the
	// data it led to.
	hop := find(reqs, "GET", base+"/net/redirect")
	if hop.Status != 302 || !hop.Finished {
		t.Errorf("redirect hop: %+v", *hop)
	}
	var after int
	for _, r := range reqs {
		if r.URL == base+"/net/data" {
			after++
		}
	}
	if after != 2 {
		t.Errorf("want the fetch and the redirect's second hop to /net/data, got %d requests there", after)
	}
	failed := find(reqs, "GET", deadURL)
	if failed.Failed != "net::ERR_CONNECTION_REFUSED" || failed.Status != 0 {
		t.Errorf("request to a dead port: %+v", *failed)
	}
	if _, err := p.RequestBody(ctx, *failed, true); err == nil || !strings.Contains(err.Error(), "failed (net::ERR_CONNECTION_REFUSED)") {
		t.Errorf("the response body of a failed request: %v", err)
	}
	// Indexes are in order and stable.
	for i := 1; i < len(reqs); i++ {
		if reqs[i].Index <= reqs[i-1].Index {
			t.Errorf("indexes out of order: %d after %d", reqs[i].Index, reqs[i-1].Index)
		}
	}
	if r, ok := p.RequestByIndex(data.Index); !ok || r.URL != data.URL {
		t.Errorf("RequestByIndex(%d) = %+v, %t", data.Index, r, ok)
	}

	// A new document: its own request only; all keeps the earlier ones.
	if _, err := p.Navigate(ctx, base+"/page/console.html"); err != nil {
		t.Fatal(err)
	}
	now, _ := p.Requests(false)
	if len(now) != 1 || now[0].URL != base+"/page/console.html" || now[0].Type != network.ResourceTypeDocument {
		t.Errorf("requests of the new document: %+v", now)
	}
	if all, _ := p.Requests(true); len(all) != len(reqs)+1 {
		t.Errorf("all requests: %d, want %d", len(all), len(reqs)+1)
	}
}

// A cross-origin frame's document is requested in its parent's session and
// finishes in the frame's own (another process): the request is finished
// in the log, so settle does not wait on it.
func TestCrossOriginFrameDocumentFinishes(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/oopif.html"); err != nil {
		t.Fatal(err)
	}
	if got, _, err := p.Evaluate(ctx, `() => new Promise(r => { const f = document.getElementById('child'); if (f.dataset.loaded) r(true); else f.addEventListener('load', () => r(true)); })`, ""); err != nil || got != "true" {
		t.Fatalf("the child frame did not load: %s, %v", got, err)
	}
	child := func() *Request {
		all, _ := p.Requests(true)
		for i := range all {
			if strings.HasSuffix(all[i].URL, "/page/oopif-child.html") {
				return &all[i]
			}
		}
		return nil
	}
	wctx, wcancel := context.WithTimeout(ctx, 10*time.Second)
	defer wcancel()
	waitUntil(wctx, t, "the child frame's document request to finish", func() bool {
		r := child()
		return r != nil && r.Finished
	})
	if r := child(); r.Status != 200 || r.Type != network.ResourceTypeDocument || !strings.Contains(r.URL, "//localhost:") {
		t.Errorf("the child's document request: %+v", *r)
	}
	if n := p.net.PendingSince(0, requestMaxAge); n != 0 {
		t.Errorf("%d requests still pending after the frames loaded", n)
	}
}

// A worker's script is requested in the page's session and never finishes
// there: settle does not wait for it.
func TestWorkerScriptIsNotPending(t *testing.T) {
	p, base := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := p.Navigate(ctx, base+"/page/worker.html"); err != nil {
		t.Fatal(err)
	}
	if got, _, err := p.Evaluate(ctx, `() => new Promise(r => { const f = () => document.getElementById('out').textContent === 'ready' ? r('ready') : setTimeout(f, 10); f(); })`, ""); err != nil || got != `"ready"` {
		t.Fatalf("the worker did not start: %s, %v", got, err)
	}
	all, _ := p.Requests(true)
	blob := false
	for _, r := range all {
		blob = blob || strings.HasPrefix(r.URL, "blob:")
	}
	if !blob {
		t.Fatalf("no request for the worker's script among %+v", all)
	}
	if n := p.net.PendingSince(0, requestMaxAge); n != 0 {
		t.Errorf("%d requests pending once the worker runs; want none", n)
	}
}

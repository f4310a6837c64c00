package storage

// The storage's tests run against the stand-in (the real bridge in front of
// a real headless Chromium) with two windows: one on an http page of a
// local server, one on about:blank, which has no storage to reach.

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"testing"
	"time"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/internal/standin"
	"github.com/electron-mcp/electron-mcp/go/page/refusal"
)

var (
	srv    *httptest.Server
	shared = &standin.Shared{}
)

func TestMain(m *testing.M) {
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, "<!doctype html><title>Store</title>")
	}))
	shared.Options = standin.Options{URLs: []string{srv.URL + "/", "about:blank"}}
	code := m.Run()
	shared.Stop()
	srv.Close()
	os.Exit(code)
}

// open returns the store of window i and its connection.
func open(t *testing.T, ctx context.Context, i int) (*Store, cdpproto.Session) {
	t.Helper()
	conn := shared.Dial(t, shared.Host(t).Targets[i].ID)
	tree, err := cdpproto.Call(ctx, conn, page.GetFrameTree, cdpproto.Empty{})
	if err != nil {
		t.Fatal(err)
	}
	f := tree.FrameTree.Frame
	return New(Page{
		Conn:      conn,
		URL:       func() string { return f.URL },
		MainFrame: func() cdpproto.FrameID { return f.ID },
		FrameURLs: func() []string { return nil },
		Usable:    func() error { return nil },
	}), conn
}

func testCtx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	t.Cleanup(cancel)
	return ctx
}

// eval returns what expr evaluates to in s's page, as a string.
func eval(t *testing.T, ctx context.Context, s cdpproto.Session, expr string) string {
	t.Helper()
	byValue := true
	res, err := cdpproto.Call(ctx, s, runtime.Evaluate, runtime.EvaluateParams{Expression: "String(" + expr + ")", ReturnByValue: &byValue})
	if err != nil || res.ExceptionDetails != nil {
		t.Fatalf("%s: %v %+v", expr, err, res.ExceptionDetails)
	}
	var v string
	if err := jsonv2.Unmarshal(res.Result.Value, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

func refused(t *testing.T, err error) {
	t.Helper()
	var r *refusal.Error
	if !errors.As(err, &r) {
		t.Fatalf("got %v, want a refusal for the agent", err)
	}
}

func names(cs []Cookie) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Name+"="+c.Value+"@"+c.Domain)
	}
	return out
}

// Cookies the agent sets are the page's (its host by default), the page
// sees them, a domain not the page's is refused and changes nothing, and
// deleting by name takes only those.
func TestCookiesWithinThePagesReach(t *testing.T) {
	ctx := testCtx(t)
	st, conn := open(t, ctx, 0)
	t.Cleanup(func() { _, _ = st.DeleteCookies(context.Background(), "") })
	for _, c := range []Cookie{{Name: "a", Value: "1"}, {Name: "b", Value: "2", Domain: "127.0.0.1"}} {
		if _, err := st.SetCookie(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	_, err := st.SetCookie(ctx, Cookie{Name: "x", Value: "9", Domain: "example.com"})
	refused(t, err)
	_, err = st.SetCookie(ctx, Cookie{Name: " ", Value: "9"})
	refused(t, err)
	got, err := st.Cookies(ctx)
	if err != nil || !slices.Equal(names(got), []string{"a=1@127.0.0.1", "b=2@127.0.0.1"}) {
		t.Fatalf("Cookies = %v, %v", names(got), err)
	}
	if c := eval(t, ctx, conn, "document.cookie"); c != "a=1; b=2" {
		t.Fatalf("the page's cookies: %q", c)
	}
	deleted, err := st.DeleteCookies(ctx, "a")
	if err != nil || !slices.Equal(names(deleted), []string{"a=1@127.0.0.1"}) {
		t.Fatalf("DeleteCookies(a) = %v, %v", names(deleted), err)
	}
	if c := eval(t, ctx, conn, "document.cookie"); c != "b=2" {
		t.Fatalf("the page's cookies after the delete: %q", c)
	}
}

// localStorage and sessionStorage keys the agent sets are the page's, and
// removing one or clearing takes them away.
func TestWebStorage(t *testing.T) {
	ctx := testCtx(t)
	st, conn := open(t, ctx, 0)
	for _, local := range []bool{true, false} {
		js := map[bool]string{true: "localStorage", false: "sessionStorage"}[local]
		if err := st.SetStorageItem(ctx, local, "k", "v"); err != nil {
			t.Fatal(err)
		}
		if err := st.SetStorageItem(ctx, local, "other", "w"); err != nil {
			t.Fatal(err)
		}
		if got := eval(t, ctx, conn, js+".getItem('k')"); got != "v" {
			t.Fatalf("%s.getItem('k') = %q", js, got)
		}
		items, err := st.StorageItems(ctx, local)
		if err != nil || len(items) != 2 {
			t.Fatalf("%s items: %v, %v", js, items, err)
		}
		if err := st.RemoveStorageItem(ctx, local, "k"); err != nil {
			t.Fatal(err)
		}
		if got := eval(t, ctx, conn, js+".getItem('k') + ' ' + "+js+".length"); got != "null 1" {
			t.Fatalf("after the remove, %s: %q", js, got)
		}
		if err := st.ClearStorage(ctx, local); err != nil {
			t.Fatal(err)
		}
		if got := eval(t, ctx, conn, js+".length"); got != "0" {
			t.Fatalf("after the clear, %s holds %s keys", js, got)
		}
	}
}

// A storage state read is restored as it was after a change, and what it
// holds for other sites is skipped and named.
func TestStorageStateRoundTrip(t *testing.T) {
	ctx := testCtx(t)
	st, conn := open(t, ctx, 0)
	t.Cleanup(func() {
		_, _ = st.DeleteCookies(context.Background(), "")
		_ = st.ClearStorage(context.Background(), true)
	})
	if _, err := st.SetCookie(ctx, Cookie{Name: "session", Value: "s1"}); err != nil {
		t.Fatal(err)
	}
	if err := st.SetStorageItem(ctx, true, "theme", "dark"); err != nil {
		t.Fatal(err)
	}
	state, err := st.State(ctx)
	if err != nil || len(state.Cookies) != 1 || len(state.Origins) != 1 || state.Origins[0].Origin != srv.URL {
		t.Fatalf("State = %+v, %v", state, err)
	}

	if _, err := st.SetCookie(ctx, Cookie{Name: "session", Value: "s2"}); err != nil {
		t.Fatal(err)
	}
	if err := st.SetStorageItem(ctx, true, "later", "x"); err != nil {
		t.Fatal(err)
	}
	state.Cookies = append(state.Cookies, Cookie{Name: "far", Value: "1", Domain: "example.com", Path: "/", Expires: -1})
	state.Origins = append(state.Origins, OriginRecord{Origin: "https://example.com", LocalStorage: []StorageItem{{Name: "a", Value: "b"}}})
	r, err := st.SetState(ctx, state)
	if err != nil {
		t.Fatal(err)
	}
	if r.Cookies != 1 || r.Items != 1 || !slices.Equal(r.Skipped, []string{"cookie far (domain example.com)", "localStorage of https://example.com"}) {
		t.Fatalf("SetState = %+v", r)
	}
	if got := eval(t, ctx, conn, "document.cookie + ' ' + localStorage.getItem('theme') + ' ' + localStorage.getItem('later')"); got != "session=s1 dark null" {
		t.Fatalf("after SetState the page has %q", got)
	}
}

// A page that is not http or https has no storage the agent may reach:
// it is sent no cookies, and setting one or the state is refused.
func TestNoStorageWithoutAnOrigin(t *testing.T) {
	ctx := testCtx(t)
	st, _ := open(t, ctx, 1)
	if cs, err := st.Cookies(ctx); err != nil || len(cs) != 0 {
		t.Fatalf("the cookies of about:blank: %v, %v", names(cs), err)
	}
	_, err := st.SetCookie(ctx, Cookie{Name: "a", Value: "1"})
	refused(t, err)
	_, err = st.State(ctx)
	refused(t, err)
}

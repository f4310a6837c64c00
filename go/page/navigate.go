package page

import (
	"context"
	"fmt"
	"net/url"
	"strings"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
)

// Navigate loads url in the main frame and waits for it to load.
func (p *Page) Navigate(ctx context.Context, rawURL string) (Settled, error) {
	u := strings.TrimSpace(rawURL)
	if u == "" {
		return Settled{}, actionErrorf("no URL given")
	}
	if !strings.Contains(u, ":") || (strings.Contains(u, ".") && !strings.Contains(u, "://") && !strings.HasPrefix(u, "about:") && !strings.HasPrefix(u, "data:") && !strings.HasPrefix(u, "javascript:")) {
		// "example.com/path" as a person types it in an address bar.
		if !strings.HasPrefix(u, "localhost") && !strings.HasPrefix(u, "127.") {
			u = "https://" + u
		} else {
			u = "http://" + u
		}
	}
	if _, err := url.Parse(u); err != nil {
		return Settled{}, actionErrorf("%q is not a URL: %v", rawURL, err)
	}
	if strings.HasPrefix(strings.ToLower(u), "javascript:") {
		return Settled{}, actionErrorf("javascript: URLs are not navigations; use browser_evaluate")
	}
	s, err := p.act(ctx, func(ctx context.Context) error {
		res, err := cdpproto.Call(ctx, p.conn, page.Navigate, page.NavigateParams{URL: u})
		if err != nil {
			return fmt.Errorf("page: navigating to %s: %w", u, err)
		}
		if res.ErrorText != "" && res.ErrorText != "net::ERR_ABORTED" {
			return actionErrorf("navigation to %s failed: %s. Check the URL, or that the server is running", u, res.ErrorText)
		}
		if res.IsDownload {
			return actionErrorf("%s is a download, not a page", u)
		}
		if res.LoaderID != "" {
			// Navigate answers before frameStartedNavigating may have been
			// seen; count the navigation now so settle waits for its load.
			p.mu.Lock()
			if p.loaderID != res.LoaderID {
				p.navSeq++
				p.loaded, p.dcl = false, false
			}
			p.notify()
			p.mu.Unlock()
		}
		return nil
	})
	if err != nil {
		return s, err
	}
	return p.loadingEnded(ctx, s), nil
}

// History moves delta entries back (-1) or forward (+1) in the history.
func (p *Page) History(ctx context.Context, delta int) (Settled, error) {
	h, err := cdpproto.Call(ctx, p.conn, page.GetNavigationHistory, cdpproto.Empty{})
	if err != nil {
		return Settled{}, fmt.Errorf("page: reading history: %w", err)
	}
	i := int(h.CurrentIndex) + delta
	if i < 0 {
		return Settled{}, actionErrorf("there is no previous page in this tab's history")
	}
	if i >= len(h.Entries) {
		return Settled{}, actionErrorf("there is no next page in this tab's history")
	}
	return p.act(ctx, func(ctx context.Context) error {
		return p.conn.Call(ctx, page.NavigateToHistoryEntry.Method, page.NavigateToHistoryEntryParams{EntryID: h.Entries[i].ID}, nil)
	})
}

// Reload reloads the page. A <webview> guest (guest set) reloads itself
// through location.reload: a raw Page.reload on a guest could reload its
// embedder in some Electron versions. A crashed page takes Page.reload,
// since no script runs in it.
func (p *Page) Reload(ctx context.Context, guest bool) (Settled, error) {
	return p.act(ctx, func(ctx context.Context) error {
		p.mu.Lock()
		p.navSeq++
		p.loaded, p.dcl = false, false
		p.mu.Unlock()
		if guest && !p.Crashed() {
			_, err := cdpproto.Call(ctx, p.conn, runtime.Evaluate, runtime.EvaluateParams{Expression: "location.reload()"})
			return err
		}
		return p.conn.Call(ctx, page.Reload.Method, page.ReloadParams{}, nil)
	})
}

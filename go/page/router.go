package page

import (
	"context"
	"sync"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/fetch"
)

type fetchRequestPaused = fetch.EventRequestPaused

// router answers paused requests for browser_route. Every paused request is
// continued, fulfilled or failed, so a page never hangs because of us.
type router struct {
	p  *Page
	mu sync.Mutex
}

func newRouter(p *Page) *router { return &router{p: p} }

// attach enables interception on a new session when routes exist.
func (r *router) attach(ctx context.Context, s cdpproto.Session) {}

// paused answers one paused request.
func (r *router) paused(s cdpproto.Session, e *fetchRequestPaused) {
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), callTimeout)
		defer cancel()
		_ = s.Call(ctx, "Fetch.continueRequest", fetch.ContinueRequestParams{RequestID: e.RequestID}, nil)
	}()
}

package page

import (
	"context"

	"github.com/electron-mcp/electron-mcp/go/page/observe"
	"github.com/electron-mcp/electron-mcp/go/page/storage"
)

// What the page did while watched is kept by package observe, fed by
// handle; these are its lists as the tools read them.

type (
	// ConsoleMessage is one console call, uncaught exception or browser log
	// entry.
	ConsoleMessage = observe.ConsoleMessage
	// Request is one network request of the page.
	Request = observe.Request
	// Route is a browser_route rule.
	Route = observe.Route
)

// Console levels, as browser_console_messages filters them, and the bounds
// of what a page remembers.
const (
	LevelError         = observe.LevelError
	LevelWarning       = observe.LevelWarning
	LevelInfo          = observe.LevelInfo
	LevelDebug         = observe.LevelDebug
	MaxConsoleMessages = observe.MaxConsoleMessages
	MaxRequests        = observe.MaxRequests
	MaxRouteBodyBytes  = observe.MaxRouteBodyBytes
)

// ConsoleMessages returns the remembered messages at level or more severe
// ("" = all), of every navigation when all is set, else of the current
// document; and how many were dropped. It marks them seen.
func (p *Page) ConsoleMessages(level string, all bool) ([]ConsoleMessage, int) {
	return p.console.Messages(level, all)
}

// ConsoleCounts returns the errors and warnings of the current document.
func (p *Page) ConsoleCounts() (errs, warnings int) { return p.console.Counts() }

// NewConsoleErrors returns the errors logged since the last call (or since
// ConsoleMessages), and marks them seen; those the agent was told about
// already on this document are only counted (see observe.Console.NewErrors).
func (p *Page) NewConsoleErrors() ([]ConsoleMessage, int) { return p.console.NewErrors() }

// Requests returns a copy of the remembered requests (of every document when
// all is set, else of the current one) and how many were dropped.
func (p *Page) Requests(all bool) ([]Request, int) {
	p.mu.Lock()
	doc, loader := p.docSeq, p.loaderID
	p.mu.Unlock()
	return p.net.Requests(all, doc, loader)
}

// RequestByIndex returns the request with that index.
func (p *Page) RequestByIndex(index int) (Request, bool) { return p.net.ByIndex(index) }

// RequestBody fetches a request's body (posted data) or its response body.
func (p *Page) RequestBody(ctx context.Context, r Request, response bool) (string, error) {
	return observe.Body(ctx, p.sessionFor(r.Session()), r, response)
}

// Routes returns the active routes, oldest first.
func (p *Page) Routes() []Route { return p.routes.Routes() }

// AddRoute adds a route; one with the same pattern is replaced.
func (p *Page) AddRoute(ctx context.Context, rt Route) error { return p.routes.Add(ctx, rt) }

// RemoveRoutes removes the route with pattern, or every route when pattern
// is empty, and returns how many it removed.
func (p *Page) RemoveRoutes(ctx context.Context, pattern string) (int, error) {
	return p.routes.Remove(ctx, pattern)
}

// Storage is the page's cookies, localStorage and sessionStorage: what the
// page itself could reach, no more.
func (p *Page) Storage() *storage.Store { return p.storage }

// iframeURLs are the URLs of the page's out-of-process iframes.
func (p *Page) iframeURLs() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []string
	for _, f := range p.frames {
		if f.typ == "iframe" {
			out = append(out, f.url)
		}
	}
	return out
}

package observe

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"time"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/page/refusal"
	"github.com/electron-mcp/electron-mcp/proto"
)

// Route is a browser_route rule: requests whose URL matches Pattern are
// answered with a made-up response (Fulfil), or go on with their request
// headers changed, or (ModifyResponse) with the real response's headers
// changed.
type Route struct {
	Pattern string // a URL glob: ** any characters, * any but /, {a,b} either

	Fulfil      bool // answer with Status, Body and ContentType
	Status      int  // default 200
	Body        string
	ContentType string // guessed from Body when empty

	Headers        [][2]string // added: to the made-up response, or to the request or response passed on
	RemoveHeaders  []string    // removed from the request or response passed on
	ModifyResponse bool        // Headers and RemoveHeaders apply to the real response

	Hits int // requests the route answered

	re *regexp.Regexp
}

// Router answers paused requests for browser_route. Every paused request is
// continued, fulfilled or failed — when no route matches, when a route's
// answer fails, even when the handler panics — so a page never hangs
// because of us. When the server goes away the bridge detaches the
// debugger, and Chromium drops the interception with it.
type Router struct {
	root   *cdp.Conn                 // the page's own session
	frames func() []cdpproto.Session // the sessions of its out-of-process iframes
	log    *slog.Logger

	mu      sync.Mutex
	routes  []*Route // oldest first; the newest matching route wins
	enabled map[cdpproto.Session]bool
	stops   map[cdpproto.Session]func() // Fetch.requestPaused subscriptions
	closed  bool
}

// NewRouter returns a router for the page whose own session is root, with
// frames its out-of-process iframes' sessions at the time of asking.
func NewRouter(root *cdp.Conn, frames func() []cdpproto.Session, log *slog.Logger) *Router {
	return &Router{root: root, frames: frames, log: log, enabled: make(map[cdpproto.Session]bool), stops: make(map[cdpproto.Session]func())}
}

// Routes returns the active routes, oldest first.
func (r *Router) Routes() []Route {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make([]Route, len(r.routes))
	for i, rt := range r.routes {
		out[i] = *rt
	}
	return out
}

// Add adds a route; one with the same pattern is replaced.
func (r *Router) Add(ctx context.Context, rt Route) error {
	re, err := globRegexp(rt.Pattern)
	if err != nil {
		return err
	}
	if rt.Fulfil {
		// Checked now: the command that answers a request goes out when the
		// request comes, where a refusal would reach no one.
		if size, limit := fulfilBytes(&rt), r.root.MaxCommandBytes(); limit > 0 && size > limit {
			return refusal.Errorf("the route's made-up response is too large: its body is %s, and the command that answers a request with it would be %s (base64), over the %s the bridge takes in one command. Keep made-up bodies under %s; serve a larger one from a server the page can reach",
				cdp.Size(len(rt.Body)), cdp.Size(size), cdp.Size(limit), cdp.Size(MaxRouteBodyBytes))
		}
	}
	rt.re, rt.Hits = re, 0
	r.mu.Lock()
	before := r.routes
	kept := r.routes[:0:0]
	for _, old := range r.routes {
		if old.Pattern != rt.Pattern {
			kept = append(kept, old)
		}
	}
	r.routes = append(kept, &rt)
	r.mu.Unlock()
	if err := r.sync(ctx); err != nil {
		// Not intercepting: the route would only pretend to be active.
		r.mu.Lock()
		r.routes = before
		r.mu.Unlock()
		_ = r.sync(ctx)
		return err
	}
	return nil
}

// Remove removes the route with pattern, or every route when pattern is
// empty, and returns how many it removed.
func (r *Router) Remove(ctx context.Context, pattern string) (int, error) {
	r.mu.Lock()
	n := len(r.routes)
	if pattern == "" {
		r.routes = nil
	} else {
		kept := r.routes[:0:0]
		for _, old := range r.routes {
			if old.Pattern != pattern {
				kept = append(kept, old)
			}
		}
		r.routes = kept
	}
	n -= len(r.routes)
	r.mu.Unlock()
	return n, r.sync(ctx)
}

// sessions returns the root session and those of out-of-process iframes:
// each intercepts its own frames' requests.
func (r *Router) sessions() []cdpproto.Session {
	return append([]cdpproto.Session{r.root}, r.frames()...)
}

// sync makes every session intercept what the routes need: Fetch.enable
// with their patterns, or Fetch.disable when there are none.
func (r *Router) sync(ctx context.Context) error {
	var first error
	for _, s := range r.sessions() {
		if err := r.apply(ctx, s); err != nil && first == nil && s == cdpproto.Session(r.root) {
			first = err
		}
	}
	return first
}

// apply enables (or disables) interception on one session.
func (r *Router) apply(ctx context.Context, s cdpproto.Session) error {
	r.mu.Lock()
	if r.closed {
		r.mu.Unlock()
		return nil
	}
	patterns := r.patternsLocked()
	if len(patterns) > 0 && r.stops[s] == nil {
		// Its own subscription, so that a flood of other events can never
		// push a paused request out of a queue.
		events, stop := s.Subscribe("Fetch.requestPaused")
		r.stops[s] = stop
		go r.serve(s, events)
	}
	wasEnabled := r.enabled[s]
	r.enabled[s] = len(patterns) > 0
	r.mu.Unlock()
	if len(patterns) == 0 {
		if !wasEnabled {
			return nil
		}
		if err := s.Call(ctx, fetch.Disable.Method, nil, nil); err != nil {
			return fmt.Errorf("observe: turning request interception off: %w", err)
		}
		return nil
	}
	if err := s.Call(ctx, fetch.Enable.Method, fetch.EnableParams{Patterns: patterns}, nil); err != nil {
		return fmt.Errorf("observe: turning request interception on: %w", err)
	}
	return nil
}

func (r *Router) patternsLocked() []*fetch.RequestPattern {
	var out []*fetch.RequestPattern
	seen := make(map[fetch.RequestPattern]bool)
	for _, rt := range r.routes {
		p := fetch.RequestPattern{URLPattern: chromiumPattern(rt.Pattern), RequestStage: fetch.RequestStageRequest}
		if rt.ModifyResponse && !rt.Fulfil {
			p.RequestStage = fetch.RequestStageResponse
		}
		if !seen[p] {
			seen[p] = true
			out = append(out, &p)
		}
	}
	return out
}

// Attach enables interception on a new out-of-process iframe when routes
// exist. The frame is still paused (waiting for the debugger), so none of
// its requests slip through.
func (r *Router) Attach(ctx context.Context, s cdpproto.Session) {
	r.mu.Lock()
	active := len(r.routes) > 0
	r.mu.Unlock()
	if !active {
		return
	}
	if err := r.apply(ctx, s); err != nil {
		r.log.Debug("request interception in an out-of-process iframe failed", "err", err)
	}
}

// Close turns interception off, for a server that detaches while the app
// and other clients stay: nobody would answer paused requests any more.
func (r *Router) Close(ctx context.Context) {
	r.mu.Lock()
	var on []cdpproto.Session
	for s, enabled := range r.enabled {
		if enabled {
			on = append(on, s)
		}
	}
	r.routes = nil
	r.mu.Unlock()
	for _, s := range on {
		_ = s.Call(ctx, fetch.Disable.Method, nil, nil)
	}
	r.mu.Lock()
	r.closed = true
	stops := r.stops
	r.stops = map[cdpproto.Session]func(){}
	r.mu.Unlock()
	for _, stop := range stops {
		stop()
	}
}

// serve answers the paused requests of one session until its subscription
// ends.
func (r *Router) serve(s cdpproto.Session, events <-chan jsonv2.Value) {
	for params := range events {
		e := new(fetch.EventRequestPaused)
		if err := jsonv2.Unmarshal(params, e); err != nil {
			// Without an id there is nothing to answer; this cannot happen
			// with a well-formed event.
			r.log.Warn("undecodable Fetch.requestPaused", "err", err)
			continue
		}
		go r.paused(s, e)
	}
}

// answerTimeout bounds the commands that answer one paused request.
const answerTimeout = 10 * time.Second

// paused answers one paused request.
func (r *Router) paused(s cdpproto.Session, e *fetch.EventRequestPaused) {
	answered := false
	defer func() {
		if v := recover(); v != nil {
			r.log.Error("answering a paused request panicked", "panic", v)
		}
		if !answered {
			ctx, cancel := context.WithTimeout(context.Background(), answerTimeout)
			defer cancel()
			r.release(ctx, s, e.RequestID)
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), answerTimeout)
	defer cancel()
	err := r.answer(ctx, s, e)
	if err == nil || gone(err) {
		answered = true
		return
	}
	r.log.Warn("answering a paused request failed; continuing it", "url", urlOf(e), "err", err)
}

// release lets a request go on unchanged, or fails it when even that is
// refused, so it never stays paused.
func (r *Router) release(ctx context.Context, s cdpproto.Session, id fetch.RequestID) {
	err := s.Call(ctx, fetch.ContinueRequest.Method, fetch.ContinueRequestParams{RequestID: id}, nil)
	if err == nil || gone(err) {
		return
	}
	if ferr := s.Call(ctx, fetch.FailRequest.Method, fetch.FailRequestParams{RequestID: id, ErrorReason: network.ErrorReasonFailed}, nil); ferr != nil && !gone(ferr) {
		r.log.Error("a paused request could be neither continued nor failed", "err", ferr)
	}
}

// gone reports errors after which there is nothing left to answer: the
// request is no longer paused, or the session or connection ended (then
// Chromium releases the request itself).
func gone(err error) bool {
	return errors.Is(err, cdp.ErrClosed) || cdp.Failed(err, cdp.NotPaused) || cdp.Failed(err, cdp.SessionGone) || cdp.Failed(err, cdp.TargetClosed)
}

func urlOf(e *fetch.EventRequestPaused) string {
	if e.Request == nil {
		return ""
	}
	return e.Request.URL + e.Request.URLFragment
}

// match returns the newest route matching the request, counting the hit.
func (r *Router) match(url string, responseStage bool) *Route {
	r.mu.Lock()
	defer r.mu.Unlock()
	for i := len(r.routes) - 1; i >= 0; i-- {
		rt := r.routes[i]
		if !rt.matches(url) {
			continue
		}
		stage := rt.ModifyResponse && !rt.Fulfil
		if stage != responseStage {
			// A route for the other stage owns this URL; the request
			// reaches it there (or passes on).
			return nil
		}
		rt.Hits++
		cp := *rt
		return &cp
	}
	return nil
}

func (rt *Route) matches(url string) bool {
	if rt.re.MatchString(url) {
		return true
	}
	// "**/api/data" matches "…/api/data?page=2" too.
	if !strings.Contains(rt.Pattern, "?") {
		if i := strings.IndexAny(url, "?#"); i >= 0 {
			return rt.re.MatchString(url[:i])
		}
	}
	return false
}

// answer applies the matching route to a paused request.
func (r *Router) answer(ctx context.Context, s cdpproto.Session, e *fetch.EventRequestPaused) error {
	responseStage := e.ResponseStatusCode != 0 || e.ResponseErrorReason != ""
	rt := r.match(urlOf(e), responseStage)
	switch {
	case rt == nil:
		return s.Call(ctx, fetch.ContinueRequest.Method, fetch.ContinueRequestParams{RequestID: e.RequestID}, nil)
	case rt.Fulfil:
		return s.Call(ctx, fetch.FulfillRequest.Method, rt.fulfilment(e), nil)
	case responseStage:
		if e.ResponseErrorReason != "" {
			return s.Call(ctx, fetch.ContinueRequest.Method, fetch.ContinueRequestParams{RequestID: e.RequestID}, nil)
		}
		var h [][2]string
		for _, x := range e.ResponseHeaders {
			h = append(h, [2]string{x.Name, x.Value})
		}
		return s.Call(ctx, fetch.ContinueResponse.Method, fetch.ContinueResponseParams{
			RequestID: e.RequestID, ResponseCode: e.ResponseStatusCode, ResponsePhrase: e.ResponseStatusText,
			ResponseHeaders: entries(editHeaders(h, rt.Headers, rt.RemoveHeaders)),
		}, nil)
	default:
		var h [][2]string
		if e.Request != nil {
			for k, v := range e.Request.Headers {
				h = append(h, [2]string{k, fmt.Sprint(v)})
			}
		}
		return s.Call(ctx, fetch.ContinueRequest.Method, fetch.ContinueRequestParams{
			RequestID: e.RequestID, Headers: entries(editHeaders(h, rt.Headers, rt.RemoveHeaders)),
		}, nil)
	}
}

// fulfilOverhead is room for a Fetch.fulfillRequest's request id, status,
// the headers the router adds and the frame around them.
const fulfilOverhead = 4 << 10

// MaxRouteBodyBytes is the largest made-up body of a route without headers
// of its own: Fetch.fulfillRequest carries it as base64 in one command of at
// most the bridge's proto.MaxMessageBytes (a DevTools endpoint, --cdp, takes
// more).
const MaxRouteBodyBytes = (proto.MaxMessageBytes - fulfilOverhead) / 4 * 3

// fulfilBytes is about how large the command that answers a request with the
// route's response is.
func fulfilBytes(rt *Route) int {
	n := (len(rt.Body)+2)/3*4 + len(rt.ContentType) + fulfilOverhead
	for _, h := range rt.Headers {
		// JSON escaping may grow them.
		n += 2*(len(h[0])+len(h[1])) + 32
	}
	return n
}

// fulfilment is the made-up response of a route.
func (rt *Route) fulfilment(e *fetch.EventRequestPaused) fetch.FulfillRequestParams {
	status := rt.Status
	if status == 0 {
		status = http.StatusOK
	}
	h := [][2]string{{"Content-Type", rt.contentType()}}
	h = editHeaders(h, rt.Headers, nil)
	// A cross-origin fetch of a made-up response must pass CORS, as the
	// agent means it to arrive.
	if e.Request != nil {
		if origin, ok := e.Request.Headers["Origin"].(string); ok && origin != "" && !hasHeader(h, "Access-Control-Allow-Origin") {
			h = append(h, [2]string{"Access-Control-Allow-Origin", origin}, [2]string{"Access-Control-Allow-Credentials", "true"}, [2]string{"Vary", "Origin"})
		}
	}
	return fetch.FulfillRequestParams{
		RequestID: e.RequestID, ResponseCode: int64(status), ResponseHeaders: entries(h),
		Body: []byte(rt.Body), ResponsePhrase: http.StatusText(status),
	}
}

// contentType is the route's content type, or one guessed from its body.
func (rt *Route) contentType() string {
	if rt.ContentType != "" {
		return rt.ContentType
	}
	b := strings.TrimSpace(rt.Body)
	switch {
	case (strings.HasPrefix(b, "{") || strings.HasPrefix(b, "[")) && json.Valid([]byte(b)):
		return "application/json"
	case strings.HasPrefix(b, "<"):
		return "text/html; charset=utf-8"
	}
	return "text/plain; charset=utf-8"
}

// editHeaders removes the named headers (case-insensitively) and sets the
// added ones, replacing headers of the same name.
func editHeaders(h, add [][2]string, remove []string) [][2]string {
	drop := make(map[string]bool)
	for _, name := range remove {
		drop[strings.ToLower(strings.TrimSpace(name))] = true
	}
	for _, kv := range add {
		drop[strings.ToLower(kv[0])] = true
	}
	out := h[:0:0]
	for _, kv := range h {
		if !drop[strings.ToLower(kv[0])] {
			out = append(out, kv)
		}
	}
	return append(out, add...)
}

func hasHeader(h [][2]string, name string) bool {
	for _, kv := range h {
		if strings.EqualFold(kv[0], name) {
			return true
		}
	}
	return false
}

func entries(h [][2]string) []*fetch.HeaderEntry {
	out := make([]*fetch.HeaderEntry, 0, len(h))
	for _, kv := range h {
		out = append(out, &fetch.HeaderEntry{Name: kv[0], Value: kv[1]})
	}
	return out
}

// normalizePattern turns what an agent may write into a full-URL glob:
// "/api/data" and "api/data" mean "**/api/data".
func normalizePattern(glob string) string {
	if glob == "" || strings.Contains(glob, "://") || strings.HasPrefix(glob, "*") {
		return glob
	}
	return "**/" + strings.TrimPrefix(glob, "/")
}

// globRegexp compiles a Playwright-style URL glob: ** matches anything, *
// anything but a slash, {a,b} either alternative; ? is a literal question
// mark (URLs have them), and \ escapes.
func globRegexp(glob string) (*regexp.Regexp, error) {
	if strings.TrimSpace(glob) == "" {
		return nil, refusal.Errorf("no pattern given: pass a URL glob such as **/api/users or https://example.com/*.json")
	}
	glob = normalizePattern(glob)
	var b strings.Builder
	b.WriteString("^")
	inGroup := false
	for i := 0; i < len(glob); i++ {
		c := glob[i]
		switch {
		case c == '\\' && i+1 < len(glob):
			i++
			b.WriteString(regexp.QuoteMeta(string(glob[i])))
		case c == '*' && i+1 < len(glob) && glob[i+1] == '*':
			for i+1 < len(glob) && glob[i+1] == '*' {
				i++
			}
			b.WriteString(".*")
		case c == '*':
			b.WriteString("[^/]*")
		case c == '{' && !inGroup:
			inGroup = true
			b.WriteString("(?:")
		case c == '}' && inGroup:
			inGroup = false
			b.WriteString(")")
		case c == ',' && inGroup:
			b.WriteString("|")
		default:
			b.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	if inGroup {
		return nil, refusal.Errorf("pattern %q has an unclosed {", glob)
	}
	b.WriteString("$")
	re, err := regexp.Compile(b.String())
	if err != nil {
		return nil, refusal.Errorf("bad pattern %q: %v", glob, err)
	}
	return re, nil
}

// chromiumPattern is a Fetch.enable URL pattern that pauses at least every
// request the glob matches (the glob is checked again when one pauses).
// Chromium knows only * (anything) and ? (one character).
func chromiumPattern(glob string) string {
	glob = normalizePattern(glob)
	if strings.ContainsAny(glob, "{}[]\\") {
		return "*"
	}
	var b strings.Builder
	for i := 0; i < len(glob); i++ {
		switch c := glob[i]; c {
		case '*':
			for i+1 < len(glob) && glob[i+1] == '*' {
				i++
			}
			b.WriteByte('*')
		case '?':
			b.WriteString(`\?`)
		default:
			b.WriteByte(c)
		}
	}
	if !strings.Contains(glob, "?") && !strings.HasSuffix(glob, "*") {
		b.WriteByte('*') // with a query string or fragment
	}
	return b.String()
}

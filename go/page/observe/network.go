package observe

import (
	"context"
	"encoding/base64"
	"fmt"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/target"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/go/page/refusal"
)

// MaxRequests bounds the requests a page remembers; older ones are dropped
// and counted.
const MaxRequests = 2000

// Request is one network request of the page, as browser_network_requests
// shows it.
type Request struct {
	Index      int // 1-based, stable for the page's lifetime
	Method     string
	URL        string
	Type       network.ResourceType
	Status     int64
	StatusText string
	MimeType   string
	Size       float64 // encoded bytes received
	Started    time.Time
	Duration   time.Duration // 0 while in flight
	Failed     string        // net error, e.g. net::ERR_CONNECTION_REFUSED
	Canceled   bool
	Finished   bool
	FromCache  bool
	Doc        int // the main-frame document it belongs to

	RequestHeaders  network.Headers
	ResponseHeaders network.Headers
	HasPostData     bool
	PostData        string

	id      network.RequestID
	sentAt  cdpproto.MonotonicTime // the browser's clock, for Duration
	loader  cdpproto.LoaderID
	session target.SessionID
	seq     int  // order of requestWillBeSent
	worker  bool // a worker's own script (its document is itself)
}

type reqKey struct {
	session target.SessionID
	id      network.RequestID
}

// Network is the log of one page's requests, from the Network events of
// its sessions, bounded. It is safe for concurrent use.
type Network struct {
	mu       sync.Mutex
	list     []*Request // oldest first, at most MaxRequests
	byKey    map[reqKey]*Request
	inflight map[reqKey]*Request
	sockets  map[reqKey]*socket // open WebSockets, by their request
	next     int                // next Index
	seq      int
	dropped  int
}

// NewNetwork returns an empty log.
func NewNetwork() *Network {
	return &Network{byKey: make(map[reqKey]*Request), inflight: make(map[reqKey]*Request), sockets: make(map[reqKey]*socket), next: 1}
}

// A socket is an open WebSocket of the page, as far as an action waits
// for it: a message the page sends over it in answer to the person (a
// chat's sign-in, a command to its server) is a request like a fetch,
// whose answer comes as messages received, often a few in a row (the
// sign-in's success, then the data it opens on). The sent message is
// pending until the first message received after it, and then while
// more follow within socketGap of each other, socketFollow at most.
//
// Only a socket open before the action counts, and its answer is waited
// for socketAnswerMax at most: a socket the page opens after the action
// began (a new view's, a navigation's) sends its setup, subscriptions
// that may never be answered; and a message sent on an old one may be one
// no answer follows (an event emitted without an acknowledgement). A
// socket whose last message went unanswered that long is one whose page
// tells its server what it did without waiting to hear back (a
// spreadsheet's selected cell, its commands): its next message's answer
// is waited for socketQuietMax, until one is answered again.
type socket struct {
	opened   int       // Network.seq when it was created (0: before it was watched)
	seq      int       // of the last message sent that counts (0: none)
	sent     time.Time // when it was sent
	answered time.Time // the first message received after it
	received time.Time // the last message received
	unheard  bool      // the message before it went unanswered
}

const (
	socketGap       = 60 * time.Millisecond
	socketFollow    = 300 * time.Millisecond
	socketAnswerMax = time.Second
	socketQuietMax  = 150 * time.Millisecond
	maxSockets      = 64
)

// pending says whether s waits for the answer to a message sent after
// mark and not after before (the person's action sends it at once; what
// the page sends later is its own chatter), not longer ago than maxAge,
// and how soon to look again (no event may come to say it ended).
func (s *socket) pending(mark int, before time.Time, maxAge time.Duration, now time.Time) (bool, time.Duration) {
	limit := min(maxAge, socketAnswerMax)
	if s.unheard {
		limit = min(limit, socketQuietMax)
	}
	if s.seq <= mark || s.opened > mark || s.sent.After(before) || now.Sub(s.sent) >= limit {
		return false, 0
	}
	if s.answered.IsZero() {
		// Nothing may come: look again when the wait is up.
		return true, limit - now.Sub(s.sent)
	}
	quiet := socketGap - now.Sub(s.received)
	follow := socketFollow - now.Sub(s.answered)
	if quiet <= 0 || follow <= 0 {
		return false, 0
	}
	return true, min(quiet, follow)
}

// Handle records what a Network event says, for a request of the main
// frame's document doc, and reports whether it changed the log.
func (n *Network) Handle(ev cdp.Event, doc int) bool {
	switch ev.Method {
	case "Network.requestWillBeSent":
		e, ok := decode[network.EventRequestWillBeSent](ev)
		if !ok || e.Request == nil {
			return false
		}
		if e.Type == network.ResourceTypeOther && IsFavicon(e.Request.URL) {
			return false // the browser asks for it on its own: noise
		}
		k := reqKey{ev.SessionID, e.RequestID}
		n.mu.Lock()
		if prev := n.byKey[k]; prev != nil && e.RedirectResponse != nil {
			// A redirect: the earlier hop is finished with its 3xx.
			prev.Status, prev.StatusText = e.RedirectResponse.Status, e.RedirectResponse.StatusText
			prev.Finished = true
			prev.Duration = since(prev, e.Timestamp)
			delete(n.inflight, k)
		}
		n.seq++
		r := &Request{
			Index: n.next, Method: e.Request.Method, URL: e.Request.URL + e.Request.URLFragment,
			Type: e.Type, Started: time.Now(), Doc: doc, RequestHeaders: e.Request.Headers,
			HasPostData: e.Request.HasPostData, id: e.RequestID, sentAt: e.Timestamp, loader: e.LoaderID, session: ev.SessionID, seq: n.seq,
			worker: e.Type == network.ResourceTypeScript && e.DocumentURL == e.Request.URL,
		}
		if len(e.Request.PostDataEntries) > 0 || e.Request.HasPostData {
			r.HasPostData = true
		}
		n.next++
		n.list = append(n.list, r)
		if len(n.list) > MaxRequests {
			old := n.list[0]
			n.list[0] = nil
			n.list = n.list[1:]
			n.dropped++
			ok := reqKey{old.session, old.id}
			if n.byKey[ok] == old {
				delete(n.byKey, ok)
				delete(n.inflight, ok)
			}
		}
		n.byKey[k] = r
		n.inflight[k] = r
		n.mu.Unlock()
	case "Network.responseReceived":
		e, ok := decode[network.EventResponseReceived](ev)
		if !ok || e.Response == nil {
			return false
		}
		n.mu.Lock()
		if r := n.byKey[reqKey{ev.SessionID, e.RequestID}]; r != nil {
			r.Status, r.StatusText, r.MimeType = e.Response.Status, e.Response.StatusText, e.Response.MimeType
			r.ResponseHeaders = e.Response.Headers
			r.FromCache = e.Response.FromDiskCache || e.Response.FromServiceWorker
			if r.Type == "" {
				r.Type = e.Type
			}
		}
		n.mu.Unlock()
	case "Network.loadingFinished":
		e, ok := decode[network.EventLoadingFinished](ev)
		if !ok {
			return false
		}
		n.mu.Lock()
		k := n.key(ev.SessionID, e.RequestID)
		if r := n.byKey[k]; r != nil {
			r.Finished, r.Size, r.Duration = true, e.EncodedDataLength, since(r, e.Timestamp)
		}
		delete(n.inflight, k)
		n.mu.Unlock()
	case "Network.webSocketFrameSent", "Network.webSocketFrameReceived":
		// Only the request id and the payload's length matter; the
		// payload itself is not kept.
		e, ok := decode[struct {
			RequestID network.RequestID `json:"requestId"`
			Response  *struct {
				PayloadData string `json:"payloadData"`
			} `json:"response"`
		}](ev)
		if !ok {
			return false
		}
		k := reqKey{ev.SessionID, e.RequestID}
		n.mu.Lock()
		defer n.mu.Unlock()
		s := n.sockets[k]
		if s == nil {
			if len(n.sockets) >= maxSockets {
				return false
			}
			s = &socket{}
			n.sockets[k] = s
		}
		now := time.Now()
		if ev.Method == "Network.webSocketFrameReceived" {
			s.received = now
			if s.seq > 0 && s.answered.IsZero() {
				s.answered = now
			}
			return s.seq > 0
		}
		// A message of one character is a heartbeat's (Engine.IO's pong
		// "3", STOMP's newline), sent on the page's own clock, not in
		// answer to anyone.
		if e.Response == nil || len(e.Response.PayloadData) <= 1 {
			return false
		}
		if s.seq > 0 {
			// The message before went unanswered: for as long as an
			// answer is waited for, or on a socket already unheard.
			s.unheard = s.answered.IsZero() && (s.unheard || now.Sub(s.sent) >= socketAnswerMax)
		}
		n.seq++
		s.seq, s.sent, s.answered = n.seq, now, time.Time{}
		return true
	case "Network.webSocketCreated", "Network.webSocketClosed", "Network.webSocketFrameError":
		e, ok := decode[struct {
			RequestID network.RequestID `json:"requestId"`
		}](ev)
		if !ok {
			return false
		}
		k := reqKey{ev.SessionID, e.RequestID}
		n.mu.Lock()
		switch {
		case ev.Method != "Network.webSocketCreated":
			delete(n.sockets, k)
		case len(n.sockets) < maxSockets:
			n.seq++
			n.sockets[k] = &socket{opened: n.seq}
		}
		n.mu.Unlock()
		// A socket that went may have ended a wait for its answer.
		return ev.Method != "Network.webSocketCreated"
	case "Network.loadingFailed":
		e, ok := decode[network.EventLoadingFailed](ev)
		if !ok {
			return false
		}
		n.mu.Lock()
		k := n.key(ev.SessionID, e.RequestID)
		if r := n.byKey[k]; r != nil {
			r.Finished, r.Failed, r.Canceled, r.Duration = true, e.ErrorText, e.Canceled, since(r, e.Timestamp)
			switch {
			case e.BlockedReason != "" && r.Failed != "":
				r.Failed += " (blocked: " + string(e.BlockedReason) + ")"
			case e.BlockedReason != "":
				r.Failed = "blocked: " + string(e.BlockedReason)
			case e.CorsErrorStatus != nil && e.CorsErrorStatus.CorsError != "":
				r.Failed += " (CORS: " + string(e.CorsErrorStatus.CorsError) + ")"
			case r.Failed == "" && e.Canceled:
				r.Failed = "canceled"
			case r.Failed == "":
				r.Failed = "failed"
			}
		}
		delete(n.inflight, k)
		n.mu.Unlock()
	default:
		return false
	}
	return true
}

// key is the key of the request an event of session is about. A frame's
// document that loads in another process (a cross-origin iframe) is
// requested in its parent's session and finishes in the frame's own: an
// event of a request the session never saw goes to the navigation request
// in flight with that id (a navigation's id is its loader's, the same in
// both). n.mu is held.
func (n *Network) key(session target.SessionID, id network.RequestID) reqKey {
	k := reqKey{session, id}
	if n.byKey[k] != nil {
		return k
	}
	for ok, r := range n.inflight {
		if ok.id == id && r.Type == network.ResourceTypeDocument {
			return ok
		}
	}
	return k
}

// since is the time from r's start to the browser's timestamp at, measured
// on the browser's clock: events may reach us late.
func since(r *Request, at cdpproto.MonotonicTime) time.Duration {
	if r.sentAt == 0 || at < r.sentAt {
		return time.Since(r.Started)
	}
	return time.Duration((at - r.sentAt) * cdpproto.MonotonicTime(time.Second))
}

// Seq returns the count of requests seen so far, for a settle mark.
func (n *Network) Seq() int {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.seq
}

// PendingSince counts requests still in flight that started after mark and
// not longer ago than maxAge, leaving out long-lived kinds that never end
// and workers' scripts.
func (n *Network) PendingSince(mark int, maxAge time.Duration) int {
	count, _ := n.Pending(mark, time.Time{}, maxAge)
	return count
}

// Pending is PendingSince, counting too the messages the page sent over a
// WebSocket after mark, and not after before, whose answer has not come
// in yet (see socket); it returns how soon to look again when one of them
// may end with no event to say so (0 when none).
func (n *Network) Pending(mark int, before time.Time, maxAge time.Duration) (int, time.Duration) {
	n.mu.Lock()
	defer n.mu.Unlock()
	count := 0
	var again time.Duration
	now := time.Now()
	for _, s := range n.sockets {
		if p, in := s.pending(mark, before, maxAge, now); p {
			count++
			if in > 0 && (again == 0 || in < again) {
				again = in
			}
		}
	}
	for _, r := range n.inflight {
		if r.seq <= mark || time.Since(r.Started) > maxAge {
			continue
		}
		switch r.Type {
		case network.ResourceTypeWebSocket, network.ResourceTypeEventSource, network.ResourceTypePing:
			continue
		}
		if r.worker {
			// A worker's script is requested in the page's session and
			// finishes in the worker's, which the page does not hear; the
			// worker's start changes nothing a snapshot shows.
			continue
		}
		count++
	}
	return count, again
}

// Fetching says how busy the page's scripts have been fetching data (XHR
// and fetch requests) since mark: how many such requests are in flight,
// not longer than maxAge (longer ones are polls that hang), and when the
// last of them started or ended (the zero time when there were none).
// A resource asked for pollRepeats times or more since mark (the same
// method and path, whatever the query: a status poll, a cache-busting
// timestamp) is the page polling, which never ends: it is not counted.
func (n *Network) Fetching(mark int, maxAge time.Duration) (pending int, last time.Time) {
	n.mu.Lock()
	defer n.mu.Unlock()
	var fetches []*Request
	asked := map[string]int{}
	for i := len(n.list) - 1; i >= 0 && n.list[i].seq > mark; i-- {
		r := n.list[i]
		if r.Type != network.ResourceTypeXHR && r.Type != network.ResourceTypeFetch {
			continue
		}
		fetches = append(fetches, r)
		asked[pollKey(r)]++
	}
	for _, r := range fetches {
		if asked[pollKey(r)] >= pollRepeats {
			continue
		}
		t, busy := n.lastHeard(r)
		if busy {
			if time.Since(r.Started) > maxAge {
				continue
			}
			pending++
		}
		if t.After(last) {
			last = t
		}
	}
	return pending, last
}

// ScriptsLoaded says when the last script a page's document asked for
// since mark (a chunk of code a single-page app imports for the view it
// is about to show) came in: the zero time when it asked for none, now
// while one is still coming. Workers' scripts are left out.
func (n *Network) ScriptsLoaded(mark int) time.Time {
	n.mu.Lock()
	defer n.mu.Unlock()
	var last time.Time
	for i := len(n.list) - 1; i >= 0 && n.list[i].seq > mark; i-- {
		r := n.list[i]
		if r.Type != network.ResourceTypeScript || r.worker {
			continue
		}
		if t, _ := n.lastHeard(r); t.After(last) {
			last = t
		}
	}
	return last
}

// pollRepeats is how many times a page asks for the same resource before
// Fetching takes it for a poll. An application's loading chain asks for
// each of its pieces once or twice (a retry, a refresh after a login).
const pollRepeats = 4

// pollKey is a request's method and URL without its query or fragment.
func pollKey(r *Request) string {
	u := r.URL
	if i := strings.IndexAny(u, "?#"); i >= 0 {
		u = u[:i]
	}
	return r.Method + " " + u
}

// Requests returns a copy of the remembered requests (of every document when
// all is set, else of the current one, doc, committed by loader) and how
// many were dropped.
func (n *Network) Requests(all bool, doc int, loader cdpproto.LoaderID) ([]Request, int) {
	n.mu.Lock()
	defer n.mu.Unlock()
	var out []Request
	for _, r := range n.list {
		// The request of a document is sent before the document commits:
		// it belongs to the document its loader made.
		if r.Doc != doc && r.session == "" && r.loader == loader && r.Type == network.ResourceTypeDocument {
			r.Doc = doc
		}
		if all || r.Doc == doc {
			out = append(out, *r)
		}
	}
	return out, n.dropped
}

// ByIndex returns the request with that index.
func (n *Network) ByIndex(index int) (Request, bool) {
	n.mu.Lock()
	defer n.mu.Unlock()
	for _, r := range n.list {
		if r.Index == index {
			return *r, true
		}
	}
	return Request{}, false
}

// maxBodyChars bounds a body shown to the agent.
const maxBodyChars = 50000

// Session is the flat session the request was seen in ("" for the page's
// own): its body is asked for there.
func (r *Request) Session() target.SessionID { return r.session }

// Body fetches a request's body (posted data) or its response body through
// sess, the session it was seen in. A request that has none, or whose body
// is gone, is an *Error that says so.
func Body(ctx context.Context, sess cdpproto.Session, r Request, response bool) (string, error) {
	if !response {
		if !r.HasPostData {
			return "", refusal.Errorf("request %d has no body", r.Index)
		}
		var res struct {
			PostData      string `json:"postData"`
			Base64encoded bool   `json:"base64Encoded"`
		}
		// Decoded by hand: cdproto's []byte field reads plain text as base64.
		err := sess.Call(ctx, network.GetRequestPostData.Method, network.GetRequestPostDataParams{RequestID: r.id}, &res)
		if err != nil {
			return "", refusal.Errorf("the body of request %d is no longer available (%v)", r.Index, err)
		}
		return clip(res.PostData, res.Base64encoded), nil
	}
	if !r.Finished {
		return "", refusal.Errorf("request %d has not finished yet", r.Index)
	}
	if r.Failed != "" {
		return "", refusal.Errorf("request %d failed (%s): it has no response body", r.Index, r.Failed)
	}
	var res struct {
		Body          string `json:"body"`
		Base64encoded bool   `json:"base64Encoded"`
	}
	err := sess.Call(ctx, network.GetResponseBody.Method, network.GetResponseBodyParams{RequestID: r.id}, &res)
	if err != nil {
		return "", refusal.Errorf("the response body of request %d is not available (%v); it may have been evicted or been a redirect", r.Index, err)
	}
	return clip(res.Body, res.Base64encoded), nil
}

func clip(body string, b64 bool) string {
	if b64 {
		raw, err := base64.StdEncoding.DecodeString(body)
		if err != nil {
			return fmt.Sprintf("(binary, about %d bytes)", base64.StdEncoding.DecodedLen(len(body)))
		}
		if !utf8.Valid(raw) {
			return fmt.Sprintf("(binary, %d bytes)", len(raw))
		}
		body = string(raw)
	}
	if len(body) > maxBodyChars {
		return body[:maxBodyChars] + fmt.Sprintf("\n… (truncated: %d characters in all)", len(body))
	}
	return body
}

// lastHeard is when r ended, or now while it is in flight (busy). n.mu is
// held.
func (n *Network) lastHeard(r *Request) (t time.Time, busy bool) {
	if _, busy := n.inflight[reqKey{r.session, r.id}]; busy {
		return time.Now(), true
	}
	return r.Started.Add(r.Duration), false
}

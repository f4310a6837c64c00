package cdp

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/chromedp/cdproto"
	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/target"
	"github.com/gorilla/websocket"
)

// ErrClosed is wrapped by every error of a call on a closed connection.
var ErrClosed = errors.New("cdp: connection closed")

// MaxQueuedEvents bounds the events queued for one subscription that its
// reader has not taken yet; past it the oldest are dropped.
const MaxQueuedEvents = 1 << 16

// maxFrameBytes bounds a frame from the browser. Full-page screenshots and
// response bodies are large, but not this large.
const maxFrameBytes = 512 << 20

// TooLargeError is a command not sent because it is over the connection's
// limit (SetMaxCommandBytes).
type TooLargeError struct {
	Method string
	Bytes  int // the command's size
	Limit  int // the most the other end takes in one frame
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("the command is %s, over the %s the other end takes in one frame, so it was not sent: send less in one command",
		Size(e.Bytes), Size(e.Limit))
}

// Size writes a byte count for people, in binary units as the limits are
// (1 MiB): 512 B, 300 KiB, 1.5 MiB, 2 GiB. Every size electron-mcp tells
// the agent is written so.
func Size(n int) string {
	unit := func(d float64, name string) string {
		return strings.TrimSuffix(fmt.Sprintf("%.1f", float64(n)/d), ".0") + " " + name
	}
	switch {
	case n < 1<<10:
		return fmt.Sprintf("%d B", n)
	case n < 1<<20:
		return fmt.Sprintf("%d KiB", n>>10)
	case n < 1<<30:
		return unit(1<<20, "MiB")
	}
	return unit(1<<30, "GiB")
}

// CloseError says why the connection closed: the WebSocket close code and
// text the peer sent (see package proto for the bridge's codes), or the I/O
// error that ended it.
type CloseError struct {
	Code int    // WebSocket close code; 1006 when the socket just dropped
	Text string // close text, or the I/O error
}

func (e *CloseError) Error() string {
	if e.Text == "" {
		return fmt.Sprintf("cdp: connection closed (code %d)", e.Code)
	}
	return fmt.Sprintf("cdp: connection closed (code %d): %s", e.Code, e.Text)
}

// Unwrap lets errors.Is(err, ErrClosed) hold.
func (e *CloseError) Unwrap() error { return ErrClosed }

// Event is one CDP event as it arrived.
type Event struct {
	Method    string
	Params    jsonv2.Value
	SessionID target.SessionID
}

// message is a frame in either direction.
type message struct {
	ID        int64            `json:"id,omitzero"`
	Method    string           `json:"method,omitzero"`
	Params    jsonv2.Value     `json:"params,omitzero"`
	SessionID target.SessionID `json:"sessionId,omitzero"`
	Result    jsonv2.Value     `json:"result,omitzero"`
	Error     *cdproto.Error   `json:"error,omitzero"`
}

// Conn is a CDP connection to one target. It is safe for concurrent use.
type Conn struct {
	ws     *websocket.Conn
	nextID atomic.Int64

	malformed atomic.Int64 // frames dropped as not CDP
	dropped   atomic.Int64 // events dropped from full subscription queues

	writeMu sync.Mutex

	maxCommand atomic.Int64 // the largest command frame sent; 0: no limit

	mu      sync.Mutex
	pending map[int64]chan *message
	subs    map[*subscription]struct{}
	err     error // why the connection closed; set once
	done    chan struct{}
}

// Dial opens a WebSocket to url (ws://…/devtools/page/<id>) with the given
// request header (the bridge's Authorization) and returns the connection.
func Dial(ctx context.Context, url string, header http.Header) (*Conn, error) {
	d := websocket.Dialer{HandshakeTimeout: 10 * time.Second}
	ws, resp, err := d.DialContext(ctx, url, header)
	if err != nil {
		if resp != nil {
			return nil, &HandshakeError{Status: resp.StatusCode, Err: err}
		}
		return nil, &DialError{Err: err}
	}
	return New(ws), nil
}

// DialError is a WebSocket that could not be opened before any answer
// (refused, unreachable, timed out).
type DialError struct{ Err error }

func (e *DialError) Error() string { return "cdp: dial: " + e.Err.Error() }
func (e *DialError) Unwrap() error { return e.Err }

// HandshakeError is a WebSocket upgrade the server refused with an HTTP
// status (401 bad token, 403 Host/Origin, 404 no such target, 503 too many
// clients or closing).
type HandshakeError struct {
	Status int
	Body   string // the start of the server's answer: the bridge says why
	Err    error
}

func (e *HandshakeError) Error() string {
	return fmt.Sprintf("cdp: dial: HTTP %d %s", e.Status, http.StatusText(e.Status))
}

func (e *HandshakeError) Unwrap() error { return e.Err }

// SetMaxCommandBytes bounds the command frames c sends: an end that closes
// the connection on a larger frame (the bridge, 1009) would fail every call
// on it, so a call that would be larger fails alone, with a *TooLargeError,
// before anything is sent. 0, the default, sets no limit.
func (c *Conn) SetMaxCommandBytes(n int) { c.maxCommand.Store(int64(n)) }

// MaxCommandBytes is the limit SetMaxCommandBytes set, 0 for none.
func (c *Conn) MaxCommandBytes() int { return int(c.maxCommand.Load()) }

// New wraps an open WebSocket. The Conn owns it from now on.
func New(ws *websocket.Conn) *Conn {
	ws.SetReadLimit(maxFrameBytes)
	c := &Conn{
		ws:      ws,
		pending: make(map[int64]chan *message),
		subs:    make(map[*subscription]struct{}),
		done:    make(chan struct{}),
	}
	go c.read()
	return c
}

// Call sends method with params on the root session and decodes the result
// into result (which may be nil). It implements cdproto's cdp.Session.
func (c *Conn) Call(ctx context.Context, method string, params, result any) error {
	return c.call(ctx, "", method, params, result)
}

// Subscribe implements cdproto's cdp.Session for the root session.
func (c *Conn) Subscribe(method string) (<-chan jsonv2.Value, func()) {
	return subscribeParams(c, "", method)
}

// Events subscribes to every event of every session and returns the channel
// they arrive on and a func that ends the subscription. Collectors use it to
// watch a page continuously through one queue.
func (c *Conn) Events() (<-chan Event, func()) {
	s := c.subscribe(func(*message) bool { return true })
	return s.out, s.cancel
}

// Session returns the flat session id on this connection (a target attached
// with Target.attachToTarget or setAutoAttach, flatten:true).
func (c *Conn) Session(id target.SessionID) *Session {
	return &Session{conn: c, id: id}
}

// Done is closed when the connection has closed.
func (c *Conn) Done() <-chan struct{} { return c.done }

// Err returns why the connection closed (wrapping ErrClosed), or nil while
// it is open.
func (c *Conn) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// Stats are counts of a connection, for diagnostics and tests.
type Stats struct {
	Pending         int   // calls waiting for their answer
	Subscriptions   int   // open event subscriptions
	MalformedFrames int64 // frames dropped because they were not CDP messages
	DroppedEvents   int64 // events dropped because a subscriber fell MaxQueuedEvents behind
}

// Stats returns the connection's counts.
func (c *Conn) Stats() Stats {
	c.mu.Lock()
	defer c.mu.Unlock()
	return Stats{
		Pending:         len(c.pending),
		Subscriptions:   len(c.subs),
		MalformedFrames: c.malformed.Load(),
		DroppedEvents:   c.dropped.Load(),
	}
}

// ClosedByClient is the Text of the CloseError of a connection this side
// closed.
const ClosedByClient = "closed by client"

// Close closes the connection with a normal close frame and fails every
// pending call.
func (c *Conn) Close() error {
	c.writeMu.Lock()
	_ = c.ws.WriteControl(websocket.CloseMessage,
		websocket.FormatCloseMessage(websocket.CloseNormalClosure, ""), time.Now().Add(time.Second))
	c.writeMu.Unlock()
	err := c.ws.Close()
	c.shutdown(&CloseError{Code: websocket.CloseNormalClosure, Text: ClosedByClient})
	return err
}

// Session is a flat session on a Conn. It implements cdproto's cdp.Session.
type Session struct {
	conn *Conn
	id   target.SessionID
}

// ID returns the session id.
func (s *Session) ID() target.SessionID { return s.id }

// Call implements cdproto's cdp.Session.
func (s *Session) Call(ctx context.Context, method string, params, result any) error {
	return s.conn.call(ctx, s.id, method, params, result)
}

// Subscribe implements cdproto's cdp.Session.
func (s *Session) Subscribe(method string) (<-chan jsonv2.Value, func()) {
	return subscribeParams(s.conn, s.id, method)
}

var (
	_ cdpproto.Session = (*Conn)(nil)
	_ cdpproto.Session = (*Session)(nil)
)

func (c *Conn) call(ctx context.Context, session target.SessionID, method string, params, result any) error {
	wait, err := c.send(ctx, session, method, params)
	if err != nil {
		return err
	}
	return wait(ctx, result)
}

// Command is one call of CallInOrder.
type Command struct {
	Method string
	Params any
	Result any // decoded into when not nil
}

// CallInOrder sends the commands on the root session one after another
// without waiting for each answer, as a browser's own input arrives (the
// press and the release of a click), then waits for every answer. Each
// command is sent only if the ones before it could be; the first error is
// returned.
func (c *Conn) CallInOrder(ctx context.Context, cmds ...Command) error {
	waits := make([]func(context.Context, any) error, 0, len(cmds))
	var first error
	for _, cmd := range cmds {
		wait, err := c.send(ctx, "", cmd.Method, cmd.Params)
		if err != nil {
			first = err
			break
		}
		waits = append(waits, wait)
	}
	for i, wait := range waits {
		if err := wait(ctx, cmds[i].Result); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// Start sends method with params on sess (a *Conn or a *Session of one)
// and returns what waits for its answer, so that a caller can send more
// before that: commands of one connection reach the browser in the order
// they were started. Another Session is called at once (the wait then
// only reports how that went).
func Start(ctx context.Context, sess cdpproto.Session, method string, params any) func(ctx context.Context, result any) error {
	var wait func(context.Context, any) error
	var err error
	switch s := sess.(type) {
	case *Conn:
		wait, err = s.send(ctx, "", method, params)
	case *Session:
		wait, err = s.conn.send(ctx, s.id, method, params)
	default:
		var res jsonv2.Value
		err = sess.Call(ctx, method, params, &res)
		wait = func(_ context.Context, result any) error {
			if result != nil && len(res) > 0 {
				return jsonv2.Unmarshal(res, result)
			}
			return nil
		}
	}
	if err != nil {
		return func(context.Context, any) error { return err }
	}
	return wait
}

// send writes the command and returns what waits for its answer.
func (c *Conn) send(ctx context.Context, session target.SessionID, method string, params any) (func(context.Context, any) error, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", method, err)
	}
	msg := message{ID: c.nextID.Add(1), Method: method, SessionID: session}
	if params != nil {
		b, err := jsonv2.Marshal(params)
		if err != nil {
			return nil, fmt.Errorf("%s: encoding params: %w", method, err)
		}
		msg.Params = b
	}
	frame, err := jsonv2.Marshal(&msg)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", method, err)
	}
	if limit := c.MaxCommandBytes(); limit > 0 && len(frame) > limit {
		return nil, fmt.Errorf("%s: %w", method, &TooLargeError{Method: method, Bytes: len(frame), Limit: limit})
	}

	ch := make(chan *message, 1)
	c.mu.Lock()
	if c.err != nil {
		err := c.err
		c.mu.Unlock()
		return nil, fmt.Errorf("%s: %w", method, err)
	}
	c.pending[msg.ID] = ch
	c.mu.Unlock()
	forget := func() {
		c.mu.Lock()
		delete(c.pending, msg.ID)
		c.mu.Unlock()
	}

	if err := c.write(ctx, frame); err != nil {
		forget()
		return nil, fmt.Errorf("%s: %w", method, err)
	}

	return func(ctx context.Context, result any) error {
		select {
		case res := <-ch:
			if res == nil { // closed while waiting
				return fmt.Errorf("%s: %w", method, c.Err())
			}
			if res.Error != nil {
				return fmt.Errorf("%s: %w", method, res.Error)
			}
			if result != nil && len(res.Result) > 0 {
				if err := jsonv2.Unmarshal(res.Result, result); err != nil {
					return fmt.Errorf("%s: decoding result: %w", method, err)
				}
			}
			return nil
		case <-ctx.Done():
			forget()
			return fmt.Errorf("%s: %w", method, ctx.Err())
		}
	}, nil
}

func (c *Conn) write(ctx context.Context, frame []byte) error {
	c.writeMu.Lock()
	defer c.writeMu.Unlock()
	deadline, ok := ctx.Deadline()
	if !ok {
		deadline = time.Now().Add(30 * time.Second)
	}
	_ = c.ws.SetWriteDeadline(deadline)
	if err := c.ws.WriteMessage(websocket.TextMessage, frame); err != nil {
		// A failed write leaves the socket unusable.
		_ = c.ws.Close()
		if cerr := c.Err(); cerr != nil {
			return cerr
		}
		return fmt.Errorf("%w: write: %v", ErrClosed, err)
	}
	return nil
}

func (c *Conn) read() {
	for {
		_, data, err := c.ws.ReadMessage()
		if err != nil {
			c.shutdown(closeErrorOf(err))
			return
		}
		c.receive(data)
	}
}

// receive handles one frame from the browser: an answer goes to the call
// waiting for it, an event to the subscriptions it matches; a frame that
// is not CDP is dropped.
func (c *Conn) receive(data []byte) {
	msg, err := decodeFrame(data)
	if err != nil {
		c.malformed.Add(1)
		return
	}
	if msg.ID != 0 {
		c.mu.Lock()
		ch, ok := c.pending[msg.ID]
		delete(c.pending, msg.ID)
		c.mu.Unlock()
		if ok {
			ch <- msg
		}
		return
	}
	c.dispatch(msg)
}

func closeErrorOf(err error) *CloseError {
	var ce *websocket.CloseError
	if errors.As(err, &ce) {
		return &CloseError{Code: ce.Code, Text: ce.Text}
	}
	return &CloseError{Code: websocket.CloseAbnormalClosure, Text: err.Error()}
}

// shutdown records why the connection ended, fails every pending call and
// ends every subscription. Only the first call has an effect.
func (c *Conn) shutdown(cause *CloseError) {
	c.mu.Lock()
	if c.err != nil {
		c.mu.Unlock()
		return
	}
	c.err = cause
	pending := c.pending
	c.pending = nil
	subs := c.subs
	c.subs = nil
	close(c.done)
	c.mu.Unlock()
	for _, ch := range pending {
		ch <- nil
	}
	for s := range subs {
		s.close()
	}
}

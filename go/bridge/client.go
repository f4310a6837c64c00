package bridge

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/proto"
)

// Errors a Client returns wrap one of these when the bridge refused; test
// with errors.Is. The full message says what to do next.
var (
	ErrUnauthorized = errors.New("bridge: unauthorized")
	ErrForbidden    = errors.New("bridge: forbidden")
	ErrNoTarget     = errors.New("bridge: no such target")
	ErrUnreachable  = errors.New("bridge: unreachable")
	ErrProtocol     = errors.New("bridge: protocol version mismatch")
)

// DefaultTimeout bounds each HTTP call and WebSocket handshake whose context
// has no earlier deadline. The bridge is local: answers take milliseconds.
const DefaultTimeout = 10 * time.Second

// maxBody bounds what is read of an HTTP answer.
const maxBody = 16 << 20

// Client talks to one bridge. It is safe for concurrent use.
type Client struct {
	ep      Endpoint
	http    *http.Client
	dial    func(ctx context.Context, network, addr string) (net.Conn, error) // every TCP connection, HTTP and WebSocket
	timeout time.Duration
	cdp     bool // a plain DevTools endpoint (NewCDPClient), not a bridge
}

// NewClient returns a client for the bridge at ep. It sends ep's token only
// to a loopback address: when ep.URL names another host, every call fails
// with an error wrapping ErrNotLoopback and connects nowhere.
func NewClient(ep Endpoint) *Client {
	return newClient(ep, dialLoopback)
}

func newClient(ep Endpoint, dial func(context.Context, string, string) (net.Conn, error)) *Client {
	return &Client{ep: ep, http: newHTTPClient(dial), dial: dial, timeout: DefaultTimeout}
}

// authorize adds the bridge token to header, the one place that does, after
// checking that the bridge is on this machine's loopback. (dialLoopback then
// holds every connection to the same rule.)
func (c *Client) authorize(header http.Header) error {
	if err := checkLoopbackURL(c.ep.URL, "the bridge URL", "connect to the http://127.0.0.1:<port> the app's bridge listens on"); err != nil {
		return err
	}
	header.Set(proto.HeaderAuthorization, proto.AuthScheme+" "+c.ep.Token)
	return nil
}

// Endpoint returns the bridge this client talks to.
func (c *Client) Endpoint() Endpoint { return c.ep }

// Close releases idle HTTP connections. Connections returned by Dial are
// independent and closed by their owners.
func (c *Client) Close() { c.http.CloseIdleConnections() }

// Version returns the bridge's GET /json/version.
func (c *Client) Version(ctx context.Context) (proto.VersionInfo, error) {
	if c.cdp {
		return c.cdpVersion(ctx)
	}
	var v proto.VersionInfo
	err := c.getJSON(ctx, proto.PathVersion, &v)
	return v, err
}

// Check asks for the bridge's version and fails, wrapping ErrProtocol, when
// the bridge speaks another wire protocol version than this package.
func (c *Client) Check(ctx context.Context) (proto.VersionInfo, error) {
	v, err := c.Version(ctx)
	if err != nil || c.cdp {
		return v, err
	}
	if v.Protocol != proto.Version {
		return v, fmt.Errorf("%w: the bridge at %s (electron-mcp-bridge %s) speaks protocol %d, this electron-mcp %d: use matching versions",
			ErrProtocol, c.ep, v.Bridge, v.Protocol, proto.Version)
	}
	return v, nil
}

// List returns the webContents the bridge exposes (GET /json/list), never nil.
func (c *Client) List(ctx context.Context) ([]proto.Target, error) {
	if c.cdp {
		return c.cdpList(ctx)
	}
	var ts []proto.Target
	if err := c.getJSON(ctx, proto.PathList, &ts); err != nil {
		return nil, err
	}
	if ts == nil {
		ts = []proto.Target{}
	}
	return ts, nil
}

// Dial opens a CDP connection to the target with this webContents id. ctx
// bounds the handshake only; the connection lives until closed.
func (c *Client) Dial(ctx context.Context, targetID string) (*cdp.Conn, error) {
	if targetID == "" {
		return nil, fmt.Errorf("%w: no target id given: call list for the ids", ErrNoTarget)
	}
	if c.cdp {
		return c.cdpDial(ctx, targetID)
	}
	header := http.Header{}
	if err := c.authorize(header); err != nil {
		return nil, err
	}
	return c.dialPage(ctx, targetID, header)
}

// dialPage opens the WebSocket of a page target with header, within the
// client's timeout; a refused upgrade is a *StatusError.
func (c *Client) dialPage(ctx context.Context, targetID string, header http.Header) (*cdp.Conn, error) {
	ctx, cancel := c.withTimeout(ctx)
	defer cancel()
	conn, err := c.dialWS(ctx, c.ep.wsURL(proto.PathPage+url.PathEscape(targetID)), header)
	if err != nil {
		var he *cdp.HandshakeError
		if errors.As(err, &he) {
			return nil, c.statusError(he.Status, "", targetID, he.Body)
		}
		return nil, c.unreachable(err)
	}
	return conn, nil
}

func (c *Client) withTimeout(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, c.timeout) // keeps ctx's deadline when it is earlier
}

func (c *Client) getJSON(ctx context.Context, path string, v any) error {
	ctx, cancel := c.withTimeout(ctx)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.ep.URL+path, nil)
	if err != nil {
		return fmt.Errorf("bridge: %w", err)
	}
	if !c.cdp {
		if err := c.authorize(req.Header); err != nil {
			return err
		}
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return c.unreachable(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxBody))
	if err != nil {
		return fmt.Errorf("bridge: GET %s: reading the answer: %w", path, err)
	}
	if resp.StatusCode != http.StatusOK {
		return c.statusError(resp.StatusCode, path, "", string(body))
	}
	if err := json.Unmarshal(body, v); err != nil {
		return fmt.Errorf("bridge: GET %s: the answer is not what a bridge sends (%v); is %s an electron-mcp bridge?", path, err, c.ep.URL)
	}
	return nil
}

// StatusError is a request the bridge answered with an HTTP error status. It
// unwraps to ErrUnauthorized, ErrForbidden or ErrNoTarget where one applies.
type StatusError struct {
	Status int
	Path   string // the HTTP path, or "" for a target's WebSocket
	Target string // the target id, for a WebSocket
	msg    string
	err    error
}

func (e *StatusError) Error() string { return e.msg }
func (e *StatusError) Unwrap() error { return e.err }

// statusError is the error of a refused request; said is the bridge's answer.
func (c *Client) statusError(status int, path, target, said string) error {
	e := &StatusError{Status: status, Path: path, Target: target}
	switch status {
	case http.StatusUnauthorized:
		e.err = ErrUnauthorized
		e.msg = fmt.Sprintf("bridge: unauthorized: the token does not match the bridge at %s; "+
			"take both from the same app (its %s/%s, its discovery file, or what its startBridge() returned)",
			c.ep, proto.EnvBridge, proto.EnvToken)
	case http.StatusForbidden:
		e.err = ErrForbidden
		e.msg = fmt.Sprintf("bridge: forbidden: the bridge at %s refused the request's Host or Origin; "+
			"connect to 127.0.0.1:<port> or localhost:<port> directly, without an Origin header", c.ep)
	case http.StatusNotFound:
		if target != "" {
			e.err = ErrNoTarget
			e.msg = fmt.Sprintf("bridge: no target %s: it was closed or is not exposed; call list for the current target ids", target)
		} else {
			e.msg = fmt.Sprintf("bridge: GET %s: 404 Not Found: is %s an electron-mcp bridge of protocol %d?", path, c.ep.URL, proto.Version)
		}
	case http.StatusServiceUnavailable:
		// Too many clients (proto.MaxClients by default), or the bridge is closing: it says which.
		said = strings.TrimSpace(said)
		if said == "" {
			said = "the bridge is closing, or serves as many clients as it may"
		}
		if len(said) > 300 {
			said = said[:300] + "…"
		}
		e.msg = fmt.Sprintf("bridge: %s refused the connection (HTTP 503): %s", c.ep, said)
	case http.StatusMovedPermanently, http.StatusFound, http.StatusSeeOther, http.StatusTemporaryRedirect, http.StatusPermanentRedirect:
		what := "GET " + path
		if target != "" {
			what = "target " + target
		}
		why := "a bridge never redirects, and its token goes to the bridge alone"
		if c.cdp {
			why = "a DevTools endpoint never redirects"
		}
		e.msg = fmt.Sprintf("bridge: %s: HTTP %d redirect from %s, not followed: %s; is that the right address?", what, status, c.ep.URL, why)
	default:
		what := "GET " + path
		if target != "" {
			what = "target " + target
		}
		e.msg = fmt.Sprintf("bridge: %s: HTTP %d %s", what, status, http.StatusText(status))
	}
	return e
}

func (c *Client) unreachable(err error) error {
	if errors.Is(err, ErrNotLoopback) {
		return fmt.Errorf("bridge: %s: %w", c.ep, trimURLErr(err))
	}
	if errors.Is(err, context.Canceled) {
		return fmt.Errorf("bridge: %w", err)
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("%w: %s did not answer in time: %w", ErrUnreachable, c.ep, err)
	}
	hint := ""
	switch c.ep.Source.Kind {
	case FromFile, FromEnv:
		hint = "; is the app still running?"
	case FromCDP:
		hint = "; is the browser or app running with --remote-debugging-port=<port>?"
	}
	return fmt.Errorf("%w: cannot reach %s: %v%s", ErrUnreachable, c.ep, trimURLErr(err), hint)
}

// trimURLErr drops what a *url.Error ("Get "http://…": ") or a
// *cdp.DialError ("cdp: dial: ") puts before the cause: the message
// names the address already.
func trimURLErr(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	var de *cdp.DialError
	if errors.As(err, &de) {
		return de.Err
	}
	return err
}

package bridge

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/chromedp/cdproto"
	"github.com/chromedp/cdproto/cdp/jsonv2"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/proto"
)

// ErrNoControl is wrapped by Control's error when the bridge has no channel
// of its own (a bridge older than proto.PathControl).
var ErrNoControl = errors.New("bridge: no bridge channel")

// Control is a connection to the bridge's own channel (proto.PathControl):
// events about the app's webContents and tools, calls of the tools the app
// declares, and the downloads agents started. It is safe for concurrent use.
type Control struct {
	conn     *cdp.Conn
	events   <-chan cdp.Event
	stop     func()
	lastCall atomic.Int64 // names tool calls for proto.MethodCancelTool
}

// Control opens the bridge's channel. Its events are queued from the start;
// call Enable to have the bridge send them. ctx bounds the handshake only.
func (c *Client) Control(ctx context.Context) (*Control, error) {
	if c.cdp {
		return nil, fmt.Errorf("%w: %s is a DevTools endpoint (--cdp), not a bridge", ErrNoControl, c.ep.URL)
	}
	ctx, cancel := c.withTimeout(ctx)
	defer cancel()
	header := http.Header{}
	if err := c.authorize(header); err != nil {
		return nil, err
	}
	conn, err := c.dialWS(ctx, c.ep.wsURL(proto.PathControl), header)
	if err != nil {
		var he *cdp.HandshakeError
		if errors.As(err, &he) {
			if he.Status == http.StatusNotFound {
				return nil, fmt.Errorf("%w: the bridge at %s predates it: update @electron-mcp/bridge in the app", ErrNoControl, c.ep)
			}
			return nil, c.statusError(he.Status, proto.PathControl, "", he.Body)
		}
		return nil, c.unreachable(err)
	}
	events, stop := conn.Events()
	return &Control{conn: conn, events: events, stop: stop}, nil
}

// Enable asks the bridge for the events and returns the state they start from.
func (c *Control) Enable(ctx context.Context) (proto.ControlState, error) {
	var st proto.ControlState
	err := c.conn.Call(ctx, proto.MethodEnable, nil, &st)
	return st, err
}

// Events returns the channel's events (proto.Event…), closed when the
// connection closes.
func (c *Control) Events() <-chan cdp.Event { return c.events }

// ToolError is a call of an app tool that the bridge answered with an
// error: Code is proto.CodeNoSuchTool, CodeToolArguments, CodeToolFailed or
// CodeToolTimeout (or another CDP code), Message the bridge's words.
type ToolError struct {
	Code    int64
	Message string
}

func (e *ToolError) Error() string { return e.Message }

// cancelTimeout bounds telling the bridge that a call was cancelled.
const cancelTimeout = 2 * time.Second

// CallTool calls a tool the app declares with its arguments (any JSON
// value; nil for none). targetID, when set, is the webContents the agent
// works on. It returns the JSON the handler returned, nil for undefined.
// When ctx ends first, the bridge is told (proto.MethodCancelTool), which
// aborts the handler's signal.
func (c *Control) CallTool(ctx context.Context, name string, args any, targetID string) (jsonv2.Value, error) {
	if args == nil {
		args = map[string]any{}
	}
	var res struct {
		Value jsonv2.Value `json:"value"`
	}
	callID := strconv.FormatInt(c.lastCall.Add(1), 10)
	err := c.conn.Call(ctx, proto.MethodCallTool, proto.CallToolParams{Name: name, Arguments: args, TargetID: targetID, CallID: callID}, &res)
	if ctx.Err() != nil {
		go func() {
			cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), cancelTimeout)
			defer cancel()
			_ = c.conn.Call(cctx, proto.MethodCancelTool, proto.CancelToolParams{CallID: callID}, nil)
		}()
	}
	var ce *cdproto.Error
	if errors.As(err, &ce) {
		return nil, &ToolError{Code: ce.Code, Message: ce.Message}
	}
	if err != nil {
		return nil, err
	}
	return res.Value, nil
}

// BeginAction tells the bridge that an agent's action on the webContents
// starts: a download it starts is saved into the bridge's folder.
func (c *Control) BeginAction(ctx context.Context, targetID string) error {
	return c.conn.Call(ctx, proto.MethodBeginAction, proto.ActionParams{TargetID: targetID}, nil)
}

// EndAction ends what BeginAction started (downloads that start within
// proto.DownloadGraceMs, and dialogs within proto.DialogGraceMs, still
// count). It returns the dialogs of the app's main process the bridge holds
// for this client on the webContents.
func (c *Control) EndAction(ctx context.Context, targetID string) ([]proto.Dialog, error) {
	var res proto.ActionResult
	if err := c.conn.Call(ctx, proto.MethodEndAction, proto.ActionParams{TargetID: targetID}, &res); err != nil {
		return nil, err
	}
	return res.Dialogs, nil
}

// DialogError is an answer to a dialog that the bridge refused: Code is
// proto.CodeNoSuchDialog (it is gone) or proto.CodeInvalidParams (a path
// that does not exist, a button out of range), Message the bridge's words.
type DialogError struct {
	Code    int64
	Message string
}

func (e *DialogError) Error() string { return e.Message }

// AnswerDialog answers a dialog of the app's main process that the bridge
// holds for this client (proto.EventDialogOpened), and returns what the
// app's promise resolved with.
func (c *Control) AnswerDialog(ctx context.Context, a proto.DialogAnswer) (proto.DialogResult, error) {
	var res proto.DialogResult
	err := c.conn.Call(ctx, proto.MethodAnswerDialog, a, &res)
	var ce *cdproto.Error
	if errors.As(err, &ce) {
		return res, &DialogError{Code: ce.Code, Message: ce.Message}
	}
	return res, err
}

// AllowLeave lets an unload of the webContents that its page's beforeunload
// handler asks to stop go on, until the action's EndAction: the agent
// answers Leave, for its own navigation.
func (c *Control) AllowLeave(ctx context.Context, targetID string) error {
	return c.conn.Call(ctx, proto.MethodAllowLeave, proto.ActionParams{TargetID: targetID}, nil)
}

// Downloads returns the downloads agents started, oldest first.
func (c *Control) Downloads(ctx context.Context) ([]proto.Download, error) {
	var res proto.DownloadsResult
	if err := c.conn.Call(ctx, proto.MethodGetDownloads, nil, &res); err != nil {
		return nil, err
	}
	return res.Downloads, nil
}

// Done is closed when the channel has closed.
func (c *Control) Done() <-chan struct{} { return c.conn.Done() }

// Err returns why the channel closed, or nil while it is open.
func (c *Control) Err() error { return c.conn.Err() }

// Close closes the channel.
func (c *Control) Close() error {
	err := c.conn.Close()
	c.stop()
	return err
}

// EnableIpc asks the bridge to listen, until this channel closes, to the
// IPC the pages of the exposed webContents send the main process.
func (c *Control) EnableIpc(ctx context.Context) error {
	return c.conn.Call(ctx, proto.MethodEnableIpc, nil, nil)
}

// IpcMessages returns a webContents' IPC messages, newest first (after
// EnableIpc).
func (c *Control) IpcMessages(ctx context.Context, p proto.IpcMessagesParams) (proto.IpcMessagesResult, error) {
	var res proto.IpcMessagesResult
	err := c.conn.Call(ctx, proto.MethodGetIpcMessages, p, &res)
	return res, err
}

// AppMetrics returns the app's processes (Electron's app.getAppMetrics())
// and the exposed webContents each renderer serves.
func (c *Control) AppMetrics(ctx context.Context) (proto.AppMetricsResult, error) {
	var res proto.AppMetricsResult
	err := c.conn.Call(ctx, proto.MethodGetAppMetrics, nil, &res)
	return res, err
}

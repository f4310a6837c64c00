package mcpserver

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log"
	"sync"

	"github.com/mark3labs/mcp-go/server"
)

// ServeStdio serves the MCP protocol on in and out, one JSON-RPC message a
// line, with mcp-go's stdio server, until in ends or ctx does.
//
// A request the client cancelled (notifications/cancelled) gets no response:
// mcp-go cancels the handler's context but still writes what it returns,
// while the MCP specification says the receiver should not respond, and
// clients (the TypeScript SDK's) report a response to a request they gave up
// as an error.
func (s *Server) ServeStdio(ctx context.Context, in io.Reader, out io.Writer, errLog *log.Logger) error {
	var f cancelFilter
	stdio := server.NewStdioServer(s.mcp)
	if errLog != nil {
		stdio.SetErrorLogger(errLog)
	}
	return stdio.Listen(ctx, f.reader(in), f.writer(out))
}

// maxCancelled bounds the cancelled requests remembered while their
// responses are awaited (a response written before its cancel arrived
// leaves its id behind).
const maxCancelled = 1024

// cancelFilter drops the responses to requests the client cancelled.
type cancelFilter struct {
	mu        sync.Mutex
	cancelled map[string]bool // request ids, as compact JSON
	order     []string
}

// message is what the filter reads of a JSON-RPC message.
type message struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params struct {
		RequestID json.RawMessage `json:"requestId"`
	} `json:"params"`
}

func idKey(raw json.RawMessage) string {
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return string(raw)
	}
	return b.String()
}

// saw notes a message from the client.
func (f *cancelFilter) saw(line []byte) {
	if !bytes.Contains(line, []byte(`"id"`)) && !bytes.Contains(line, []byte("notifications/cancelled")) {
		return
	}
	var m message
	if json.Unmarshal(line, &m) != nil {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	switch {
	case m.Method == "notifications/cancelled" && len(m.Params.RequestID) > 0:
		k := idKey(m.Params.RequestID)
		if f.cancelled == nil {
			f.cancelled = map[string]bool{}
		}
		if !f.cancelled[k] {
			f.cancelled[k] = true
			f.order = append(f.order, k)
			if len(f.order) > maxCancelled {
				delete(f.cancelled, f.order[0])
				f.order = f.order[1:]
			}
		}
	case len(m.ID) > 0 && m.Method != "":
		// A new request under an id used before: its response is wanted.
		delete(f.cancelled, idKey(m.ID))
	}
}

// drop reports whether a message to the client answers a cancelled request.
func (f *cancelFilter) drop(line []byte) bool {
	f.mu.Lock()
	none := len(f.cancelled) == 0
	f.mu.Unlock()
	if none {
		return false
	}
	var m message
	if json.Unmarshal(line, &m) != nil || len(m.ID) == 0 || m.Method != "" {
		return false
	}
	k := idKey(m.ID)
	f.mu.Lock()
	defer f.mu.Unlock()
	if !f.cancelled[k] {
		return false
	}
	delete(f.cancelled, k)
	return true
}

func (f *cancelFilter) reader(r io.Reader) io.Reader {
	return &filterReader{f: f, in: bufio.NewReader(r)}
}

type filterReader struct {
	f   *cancelFilter
	in  *bufio.Reader
	buf []byte
}

func (r *filterReader) Read(p []byte) (int, error) {
	if len(r.buf) == 0 {
		line, err := r.in.ReadBytes('\n')
		if len(line) == 0 {
			return 0, err
		}
		r.f.saw(line)
		r.buf = line
	}
	n := copy(p, r.buf)
	r.buf = r.buf[n:]
	return n, nil
}

func (f *cancelFilter) writer(w io.Writer) io.Writer { return &filterWriter{f: f, out: w} }

// filterWriter relies on mcp-go writing each message, with its newline, in
// one Write.
type filterWriter struct {
	f   *cancelFilter
	out io.Writer
}

func (w *filterWriter) Write(p []byte) (int, error) {
	if w.f.drop(p) {
		return len(p), nil
	}
	return w.out.Write(p)
}

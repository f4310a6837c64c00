package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gorilla/websocket"

	"github.com/electron-mcp/electron-mcp/go/internal/standin"
	"github.com/electron-mcp/electron-mcp/proto"
)

// fuzzResult is what the frame fuzz sent and what came back.
type fuzzResult struct {
	Frames     int
	Kinds      map[string]int // frames sent by kind
	Closes     map[string]int // connections the bridge closed, by close code
	Dials      int
	Refused    int // dials the bridge refused (HTTP status)
	Answers    int // answers received (frames with an id or an error)
	Expected   int // text frames sent that the bridge must answer
	Unanswered int // of those, the ones whose connection ended without their answer
	// Unanswered by kind, for the frames whose id can be told apart.
	UnansweredKinds map[string]int
	ErrorCodes      map[int64]int // error codes of the answers
	Took            time.Duration
}

// frameKind makes one fuzzed frame: its bytes, and whether it goes as a
// binary frame.
type frameKind struct {
	name   string
	weight int
	make   func(r *rand.Rand, id int64) (data []byte, binary bool)
	// closes: the bridge ends the connection instead of answering
	// (a binary frame, invalid UTF-8, past MaxMessageBytes).
	closes bool
}

var frameKinds = []frameKind{
	{"valid command", 30, func(r *rand.Rand, id int64) ([]byte, bool) {
		m := []string{"Runtime.evaluate", "DOM.getDocument", "Page.getFrameTree", "Runtime.getHeapUsage", "Target.getTargets"}[r.IntN(5)]
		return fmt.Appendf(nil, `{"id":%d,"method":%q,"params":{"expression":"1+%d"}}`, id, m, r.IntN(100)), false
	}, false},
	{"unknown method", 8, func(r *rand.Rand, id int64) ([]byte, bool) {
		return fmt.Appendf(nil, `{"id":%d,"method":"Nope.%s","params":{}}`, id, randWord(r)), false
	}, false},
	{"blocked method", 4, func(r *rand.Rand, id int64) ([]byte, bool) {
		// They would close, crash or escape the host app: the bridge
		// must refuse every one (a Browser.close that got through would
		// end the run).
		return fmt.Appendf(nil, `{"id":%d,"method":%q}`, id, proto.Blocked[r.IntN(len(proto.Blocked))]), false
	}, false},
	{"malformed JSON", 10, func(r *rand.Rand, id int64) ([]byte, bool) {
		full := fmt.Sprintf(`{"id":%d,"method":"Runtime.evaluate","params":{"expression":"1"}}`, id)
		switch r.IntN(4) {
		case 0:
			return []byte(full[:r.IntN(len(full))]), false // cut short
		case 1:
			return []byte(strings.Replace(full, ":", "", 1)), false
		case 2:
			return []byte(full + "}"), false
		}
		b := make([]byte, 1+r.IntN(64))
		for i := range b {
			b[i] = byte(0x20 + r.IntN(0x5f)) // printable junk
		}
		return b, false
	}, false},
	{"wrong types", 12, func(r *rand.Rand, id int64) ([]byte, bool) {
		return []byte([]string{
			fmt.Sprintf(`{"id":"%d","method":"Runtime.evaluate"}`, id),
			fmt.Sprintf(`{"id":%d.5,"method":"Runtime.evaluate"}`, id),
			fmt.Sprintf(`{"id":-%d,"method":"Runtime.evaluate"}`, id),
			`{"id":99999999999999999999,"method":"Runtime.evaluate"}`,
			fmt.Sprintf(`{"id":%d,"method":7}`, id),
			fmt.Sprintf(`{"id":%d,"method":"Runtime.evaluate","params":[1,2]}`, id),
			fmt.Sprintf(`{"id":%d,"method":"Runtime.evaluate","params":"x"}`, id),
			fmt.Sprintf(`{"id":%d,"method":"Runtime.evaluate","params":null}`, id),
			fmt.Sprintf(`{"id":%d,"method":"Runtime.evaluate","sessionId":42}`, id),
			fmt.Sprintf(`{"id":%d,"method":"Runtime.evaluate","sessionId":"no-such-session"}`, id),
			fmt.Sprintf(`{"id":%d,"method":"Runtime.evaluate","params":{"expression":7}}`, id),
			`[1,2,3]`, `null`, `"a string"`, `42`, `{}`,
		}[r.IntN(16)]), false
	}, false},
	{"duplicate id", 4, func(r *rand.Rand, id int64) ([]byte, bool) {
		return []byte(`{"id":1,"method":"Runtime.evaluate","params":{"expression":"1"}}`), false
	}, false},
	{"deep nesting", 3, func(r *rand.Rand, id int64) ([]byte, bool) {
		depth := 100 + r.IntN(20_000)
		return fmt.Appendf(nil, `{"id":%d,"method":"Runtime.evaluate","params":{"a":%s1%s}}`, id, strings.Repeat("[", depth), strings.Repeat("]", depth)), false
	}, false},
	{"large params", 2, func(r *rand.Rand, id int64) ([]byte, bool) {
		// Up to proto.MaxMessageBytes, whole.
		const head = 128
		return fmt.Appendf(nil, `{"id":%d,"method":"Runtime.evaluate","params":{"expression":"'%s'.length"}}`, id, strings.Repeat("x", 256<<10+r.IntN(proto.MaxMessageBytes-256<<10-head))), false
	}, false},
	{"lone surrogate", 3, func(r *rand.Rand, id int64) ([]byte, bool) {
		return fmt.Appendf(nil, `{"id":%d,"method":"Runtime.evaluate","params":{"expression":"'\ud800'","returnByValue":true}}`, id), false
	}, false},
	{"invalid UTF-8", 2, func(r *rand.Rand, id int64) ([]byte, bool) {
		return fmt.Appendf(nil, `{"id":%d,"method":"Runtime.evaluate","params":{"expression":"'%s'"}}`, id, "\xff\xfe\xc0"), false
	}, true},
	{"binary frame", 2, func(r *rand.Rand, id int64) ([]byte, bool) {
		b := make([]byte, 1+r.IntN(256))
		for i := range b {
			b[i] = byte(r.IntN(256))
		}
		return b, true
	}, true},
}

// window bounds the commands a fuzzing client has in flight, between the
// pipelined bursts: past it, it waits for the answers.
const window = 200

// pipelineBurst is how many commands a "pipelined" frame sends at once:
// past proto.MaxPendingPerClient, so the bridge must refuse some.
const pipelineBurst = proto.MaxPendingPerClient + 200

// fuzzFrames sends n fuzzed frames to target from a few clients at once,
// opening a new connection whenever the bridge closes one. A few frames
// are oversized (past proto.MaxMessageBytes) and a few are bursts of
// pipelined commands.
func fuzzFrames(ctx context.Context, host *standin.Host, target string, n int, seed int64) (*fuzzResult, error) {
	res := &fuzzResult{Kinds: map[string]int{}, Closes: map[string]int{}, ErrorCodes: map[int64]int{}, UnansweredKinds: map[string]int{}}
	waiting := map[int64]string{} // frame id → kind, until answered
	var mu sync.Mutex
	count := func(f func()) {
		mu.Lock()
		f()
		mu.Unlock()
	}
	total := 0
	for _, k := range frameKinds {
		total += k.weight
	}
	var sent atomic.Int64
	start := time.Now()
	const workers = 6
	errs := make(chan error, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(seed), uint64(w)))
			var c *rawClient
			defer func() {
				if c != nil {
					c.drain()
					c.close()
				}
			}()
			special := 0
			for sent.Load() < int64(n) && ctx.Err() == nil {
				if c == nil || c.closedBy() != "" {
					if c != nil {
						code := c.closedBy()
						count(func() { res.Closes[code]++ })
						c.close()
					}
					var err error
					c, err = dialRaw(ctx, host, target, func(m map[string]json.RawMessage) {
						_, isAnswer := m["id"]
						_, isError := m["error"]
						if !isAnswer && !isError {
							return // an event
						}
						var e struct{ Code int64 }
						var id int64
						json.Unmarshal(m["id"], &id)
						count(func() {
							delete(waiting, id)
							res.Answers++
							if raw, ok := m["error"]; ok && json.Unmarshal(raw, &e) == nil {
								res.ErrorCodes[e.Code]++
							}
						})
					})
					count(func() { res.Dials++ })
					if err != nil {
						var he *handshakeError
						if errors.As(err, &he) {
							count(func() { res.Refused++ })
							c = nil
							continue
						}
						errs <- err
						return
					}
				}
				i := sent.Add(1)
				// Every 2,500th frame of a worker: something special.
				special++
				if special%window == 0 {
					// Bound what is in flight; a pipelined burst goes past it.
					c.drain()
				}
				switch {
				case special%2500 == 1000:
					count(func() { res.Kinds["oversized"]++ })
					c.drain()
					c.write(oversized(), false)
					c.awaitClose()
					continue
				case special%2500 == 2000:
					count(func() {
						res.Kinds["pipelined"] += pipelineBurst
						res.Expected += pipelineBurst
					})
					sent.Add(pipelineBurst - 1)
					for j := range pipelineBurst {
						c.write(fmt.Appendf(nil, `{"id":%d,"method":"Runtime.evaluate","params":{"expression":"%d"}}`, 1_000_000+j, j), false)
					}
					continue
				}
				pick := r.IntN(total)
				for _, k := range frameKinds {
					if pick < k.weight {
						data, binary := k.make(r, i)
						count(func() {
							res.Kinds[k.name]++
							if !k.closes {
								res.Expected++
								if k.name != "duplicate id" && json.Valid(data) && bytes.HasPrefix(data, fmt.Appendf(nil, `{"id":%d,`, i)) {
									waiting[i] = k.name
								}
							}
						})
						if k.closes {
							// What was sent before is answered first.
							c.drain()
						}
						c.write(data, binary)
						if k.closes {
							c.awaitClose()
						}
						break
					}
					pick -= k.weight
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	res.Took = time.Since(start)
	for _, v := range res.Kinds {
		res.Frames += v
	}
	res.Unanswered = res.Expected - res.Answers
	for _, k := range waiting {
		res.UnansweredKinds[k]++
	}
	if len(waiting) > 0 {
		fmt.Printf("unanswered by kind: %s\n", sortedCounts(res.UnansweredKinds))
	}
	for err := range errs {
		return res, err
	}
	fmt.Printf("sent %d frames on %d connections in %s: %d answers of %d expected, %d refused dials; closes %v\n",
		res.Frames, res.Dials, res.Took.Round(time.Millisecond), res.Answers, res.Expected, res.Refused, res.Closes)
	return res, nil
}

var oversizedFrame []byte

// oversized is a command a little past proto.MaxMessageBytes.
func oversized() []byte {
	if oversizedFrame == nil {
		pad := proto.MaxMessageBytes + 1024
		oversizedFrame = fmt.Appendf(nil, `{"id":1,"method":"Runtime.evaluate","params":{"expression":"'%s'"}}`, strings.Repeat("o", pad))
	}
	return oversizedFrame
}

func randWord(r *rand.Rand) string {
	b := make([]byte, 1+r.IntN(12))
	for i := range b {
		b[i] = byte('a' + r.IntN(26))
	}
	return string(b)
}

// rawClient is a WebSocket to the bridge that writes whatever it is given
// and reads everything that comes back.
type rawClient struct {
	ws      *websocket.Conn
	mu      sync.Mutex
	closed  string // why the connection ended: the close code, or "dropped"
	done    chan struct{}
	drains  map[int64]chan struct{} // drain's commands waiting for their answer, by id
	drainID int64
	writeMu sync.Mutex
}

type handshakeError struct{ status int }

func (e *handshakeError) Error() string { return fmt.Sprintf("handshake refused: HTTP %d", e.status) }

func wsURL(host *standin.Host, target string) string {
	u, _ := url.Parse(host.URL)
	u.Scheme = "ws"
	u.Path = proto.PathPage + url.PathEscape(target)
	return u.String()
}

func authHeader(host *standin.Host) http.Header {
	h := http.Header{}
	h.Set(proto.HeaderAuthorization, proto.AuthScheme+" "+host.Token)
	return h
}

func dialRaw(ctx context.Context, host *standin.Host, target string, onMessage func(map[string]json.RawMessage)) (*rawClient, error) {
	d := websocket.Dialer{HandshakeTimeout: 20 * time.Second}
	ws, resp, err := d.DialContext(ctx, wsURL(host, target), authHeader(host))
	if err != nil {
		if resp != nil {
			return nil, &handshakeError{status: resp.StatusCode}
		}
		return nil, err
	}
	ws.SetReadLimit(512 << 20)
	c := &rawClient{ws: ws, done: make(chan struct{}), drains: map[int64]chan struct{}{}, drainID: firstDrainID}
	go func() {
		defer close(c.done)
		for {
			_, data, err := ws.ReadMessage()
			if err != nil {
				why := "dropped"
				var ce *websocket.CloseError
				if errors.As(err, &ce) {
					why = fmt.Sprint(ce.Code)
				}
				c.mu.Lock()
				if c.closed == "" {
					c.closed = why
				}
				c.mu.Unlock()
				return
			}
			var m map[string]json.RawMessage
			if json.Unmarshal(data, &m) != nil {
				continue
			}
			var id int64
			if json.Unmarshal(m["id"], &id) == nil && id >= firstDrainID {
				c.mu.Lock()
				if ch := c.drains[id]; ch != nil {
					close(ch)
					delete(c.drains, id)
				}
				c.mu.Unlock()
				continue
			}
			if onMessage != nil {
				onMessage(m)
			}
		}
	}()
	return c, nil
}

// write sends one frame; a failed write means the bridge closed the
// connection (closedBy says how, once the reader has seen it).
func (c *rawClient) write(data []byte, binary bool) {
	c.writeMu.Lock()
	defer c.writeMu.Unlock()
	typ := websocket.TextMessage
	if binary {
		typ = websocket.BinaryMessage
	}
	_ = c.ws.SetWriteDeadline(time.Now().Add(30 * time.Second))
	if err := c.ws.WriteMessage(typ, data); err != nil {
		// Wait for the reader to learn the close code, briefly.
		select {
		case <-c.done:
		case <-time.After(2 * time.Second):
			c.mu.Lock()
			if c.closed == "" {
				c.closed = "write failed"
			}
			c.mu.Unlock()
		}
	}
}

// firstDrainID is where the ids of drain's commands start, above any id
// the fuzz sends.
const firstDrainID = 2_000_000_000

// drain sends one more command and waits for its answer (a minute at
// most), so that the answers to what was sent before are in.
func (c *rawClient) drain() {
	c.mu.Lock()
	c.drainID++
	id := c.drainID
	ch := make(chan struct{})
	c.drains[id] = ch
	c.mu.Unlock()
	c.write(fmt.Appendf(nil, `{"id":%d,"method":"Runtime.evaluate","params":{"expression":"1"}}`, id), false)
	select {
	case <-ch:
	case <-c.done:
	case <-time.After(time.Minute):
	}
}

// awaitClose waits (a while) for the bridge to close the connection, after
// a frame it closes connections for.
func (c *rawClient) awaitClose() {
	select {
	case <-c.done:
	case <-time.After(30 * time.Second):
	}
}

func (c *rawClient) closedBy() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.closed
}

func (c *rawClient) close() {
	c.writeMu.Lock()
	_ = c.ws.WriteControl(websocket.CloseMessage, websocket.FormatCloseMessage(websocket.CloseNormalClosure, ""), time.Now().Add(time.Second))
	c.writeMu.Unlock()
	_ = c.ws.Close()
	<-c.done
}

// sortedCounts formats a map of counts, largest first.
func sortedCounts[K comparable](m map[K]int) string {
	type kv struct {
		k K
		v int
	}
	var l []kv
	for k, v := range m {
		l = append(l, kv{k, v})
	}
	sort.Slice(l, func(i, j int) bool {
		if l[i].v != l[j].v {
			return l[i].v > l[j].v
		}
		return fmt.Sprint(l[i].k) < fmt.Sprint(l[j].k)
	})
	var parts []string
	for _, e := range l {
		parts = append(parts, fmt.Sprintf("%v: %d", e.k, e.v))
	}
	return strings.Join(parts, ", ")
}

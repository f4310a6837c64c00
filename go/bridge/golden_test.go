package bridge_test

// The golden exchanges of proto/testdata/golden, replayed against the real
// bridge with raw WebSocket frames. The format is in proto/testdata/README.md.

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gorilla/websocket"
	"golang.org/x/tools/txtar"

	"github.com/electron-mcp/electron-mcp/proto"
)

// golden is one parsed exchange.
type golden struct {
	auth, host, origin, path string
	hasHTTP                  bool
	httpStatus               int
	httpBody                 string // expected JSON, or ""
	client                   []string
	server                   []string
}

func parseGolden(data []byte) (*golden, error) {
	a := txtar.Parse(data)
	g := &golden{auth: "ok"}
	for line := range strings.Lines(string(a.Comment)) {
		key, value, ok := strings.Cut(strings.TrimSpace(line), ": ")
		if !ok {
			continue
		}
		switch key {
		case "auth":
			g.auth = value
		case "host":
			g.host = value
		case "origin":
			g.origin = value
		case "path":
			g.path = value
		}
	}
	switch g.auth {
	case "ok", "none", "wrong":
	default:
		return nil, fmt.Errorf("unknown auth option %q", g.auth)
	}
	for _, f := range a.Files {
		lines := sectionLines(f.Data)
		switch f.Name {
		case "http":
			if len(lines) == 0 || len(lines) > 2 {
				return nil, fmt.Errorf("http section: want a status and an optional body, got %q", lines)
			}
			st, err := strconv.Atoi(lines[0])
			if err != nil {
				return nil, fmt.Errorf("http section: bad status %q", lines[0])
			}
			g.hasHTTP, g.httpStatus = true, st
			if len(lines) == 2 {
				g.httpBody = lines[1]
			}
		case "client":
			g.client = lines
		case "server":
			g.server = lines
		default:
			return nil, fmt.Errorf("unknown section %q", f.Name)
		}
	}
	if !g.hasHTTP && g.server == nil {
		return nil, errors.New("neither an http nor a server section")
	}
	return g, nil
}

// sectionLines drops blank lines and # comments.
func sectionLines(data []byte) []string {
	var out []string
	for line := range strings.Lines(string(data)) {
		line = strings.TrimRight(line, "\r\n")
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		out = append(out, line)
	}
	return out
}

func (g *golden) header(h *testHost) http.Header {
	hd := http.Header{}
	switch g.auth {
	case "ok":
		hd.Set(proto.HeaderAuthorization, proto.AuthScheme+" "+h.Token)
	case "wrong":
		hd.Set(proto.HeaderAuthorization, proto.AuthScheme+" not-"+h.Token)
	}
	if g.origin != "" {
		hd.Set("Origin", g.origin)
	}
	return hd
}

func TestGolden(t *testing.T) {
	files, err := filepath.Glob("../../proto/testdata/golden/*.txtar")
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden files found (%v)", err)
	}
	h := host(t)
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".txtar")
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			g, err := parseGolden(data)
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			if g.path == "" {
				g.path = proto.PathPage + h.windowA.ID
			}
			if g.hasHTTP {
				replayHTTP(t, h, g)
			}
			if g.server != nil {
				replayWS(t, h, g)
			}
			// Whatever the exchange, it leaves nothing attached once closed.
			h.waitAttached(t, h.windowA.ID, false)
		})
	}
}

func replayHTTP(t *testing.T, h *testHost, g *golden) {
	req, err := http.NewRequestWithContext(ctxT(t), http.MethodGet, h.URL+g.path, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header = g.header(h)
	if g.host != "" {
		req.Host = g.host
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != g.httpStatus {
		t.Fatalf("GET %s: status %d, want %d (body %q)", g.path, resp.StatusCode, g.httpStatus, body)
	}
	if g.httpBody != "" {
		if err := matchJSON(g.httpBody, body); err != nil {
			t.Fatalf("GET %s: %v", g.path, err)
		}
	}
}

// frameTimeout bounds the wait for each expected frame.
const frameTimeout = 15 * time.Second

func replayWS(t *testing.T, h *testHost, g *golden) {
	hd := g.header(h)
	if g.host != "" {
		hd.Set("Host", g.host) // gorilla sends it as the request's Host
	}
	d := websocket.Dialer{HandshakeTimeout: 10 * time.Second}
	ws, resp, err := d.DialContext(ctxT(t), wsURL(h, g.path), hd)
	if len(g.server) > 0 && strings.HasPrefix(g.server[0], "http ") {
		want, _ := strconv.Atoi(strings.TrimPrefix(g.server[0], "http "))
		if err == nil {
			ws.Close()
			t.Fatalf("the upgrade succeeded, want HTTP %d", want)
		}
		if resp == nil || resp.StatusCode != want {
			t.Fatalf("the upgrade failed with %v (%v), want HTTP %d", err, resp, want)
		}
		return
	}
	if err != nil {
		t.Fatalf("dial %s: %v", g.path, err)
	}
	defer ws.Close()

	// Send from a goroutine: an oversized frame may be refused midway, and
	// what counts is what the bridge answers.
	sent := make(chan error, 1)
	stop := make(chan struct{})
	var stopOnce sync.Once
	stopSending := func() { stopOnce.Do(func() { close(stop) }) }
	defer stopSending()
	go func() { sent <- sendFrames(ws, g.client, stop) }()

	// Methods the server section expects; other events are skipped.
	expected := map[string]bool{}
	for _, line := range g.server {
		var m struct {
			Method string `json:"method"`
		}
		if json.Unmarshal([]byte(line), &m) == nil && m.Method != "" {
			expected[m.Method] = true
		}
	}

	for i, want := range g.server {
		if code, ok := strings.CutPrefix(want, "close "); ok {
			wantCode, _ := strconv.Atoi(code)
			gotCode := readUntilClose(t, ws, expected)
			if gotCode != wantCode {
				t.Fatalf("server line %d: closed with %d, want %d", i+1, gotCode, wantCode)
			}
			continue
		}
		ws.SetReadDeadline(time.Now().Add(frameTimeout))
		for {
			_, got, err := ws.ReadMessage()
			if err != nil {
				t.Fatalf("server line %d: want %s, got %v", i+1, want, err)
			}
			if skippable(got, expected) {
				continue
			}
			if err := matchJSON(want, got); err != nil {
				t.Fatalf("server line %d: %v", i+1, err)
			}
			break
		}
	}
	stopSending()
	select {
	case err := <-sent:
		if err != nil && !isCloseAfterRefusal(g) {
			t.Errorf("sending the client frames: %v", err)
		}
	case <-time.After(frameTimeout):
		t.Errorf("sending the client frames did not finish")
	}
	ws.WriteControl(websocket.CloseMessage, websocket.FormatCloseMessage(websocket.CloseNormalClosure, ""), time.Now().Add(time.Second))
}

// isCloseAfterRefusal: exchanges that end with the server closing may see
// our own writes fail.
func isCloseAfterRefusal(g *golden) bool {
	return len(g.server) > 0 && strings.HasPrefix(g.server[len(g.server)-1], "close ")
}

func sendFrames(ws *websocket.Conn, lines []string, stop <-chan struct{}) error {
	for _, line := range lines {
		ws.SetWriteDeadline(time.Now().Add(frameTimeout))
		var err error
		switch {
		case strings.HasPrefix(line, "binary "):
			err = ws.WriteMessage(websocket.BinaryMessage, []byte(strings.TrimPrefix(line, "binary ")))
		case strings.HasPrefix(line, "oversize "):
			n, perr := strconv.Atoi(strings.TrimPrefix(line, "oversize "))
			if perr != nil {
				return perr
			}
			err = writeOversize(ws.UnderlyingConn(), n, stop)
		default:
			err = ws.WriteMessage(websocket.TextMessage, []byte(line))
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// writeOversize writes one masked text frame of n bytes, a valid command
// padded with spaces, straight to the socket. The README means one frame
// whose header announces n bytes; gorilla's client would split the message
// into 4 KiB fragments. The payload is streamed, and stops once the bridge
// has closed (stop) — it may also fail midway, which is fine.
func writeOversize(conn net.Conn, n int, stop <-chan struct{}) error {
	cmd := []byte(`{"id":1,"method":"Runtime.evaluate","params":{"expression":"1"}}`)
	if n < len(cmd) {
		return fmt.Errorf("oversize %d: smaller than a command", n)
	}
	var mask [4]byte
	rand.Read(mask[:])
	hdr := []byte{0x81} // FIN, text
	switch {
	case n < 126:
		hdr = append(hdr, 0x80|byte(n))
	case n <= 0xffff:
		hdr = append(hdr, 0x80|126, byte(n>>8), byte(n))
	default:
		hdr = append(hdr, 0x80|127)
		hdr = binary.BigEndian.AppendUint64(hdr, uint64(n))
	}
	hdr = append(hdr, mask[:]...)
	conn.SetWriteDeadline(time.Now().Add(frameTimeout))
	if _, err := conn.Write(hdr); err != nil {
		return err
	}
	chunk := make([]byte, 64<<10)
	for off := 0; off < n; {
		select {
		case <-stop:
			return nil
		default:
		}
		m := min(len(chunk), n-off)
		for i := range m {
			b := byte(' ')
			if off+i < len(cmd) {
				b = cmd[off+i]
			}
			chunk[i] = b ^ mask[(off+i)%4]
		}
		if _, err := conn.Write(chunk[:m]); err != nil {
			return err
		}
		off += m
	}
	return nil
}

// skippable: an event the golden file does not mention.
func skippable(frame []byte, expected map[string]bool) bool {
	var m struct {
		ID     *int64 `json:"id"`
		Method string `json:"method"`
	}
	return json.Unmarshal(frame, &m) == nil && m.ID == nil && m.Method != "" && !expected[m.Method]
}

// readUntilClose reads (skipping unexpected events) until the socket closes
// and returns the close code; a frame that is not skippable fails the test.
func readUntilClose(t *testing.T, ws *websocket.Conn, expected map[string]bool) int {
	t.Helper()
	ws.SetReadDeadline(time.Now().Add(frameTimeout))
	for {
		_, got, err := ws.ReadMessage()
		if err != nil {
			var ce *websocket.CloseError
			if errors.As(err, &ce) {
				return ce.Code
			}
			t.Fatalf("want a close frame, got %v", err)
		}
		if !skippable(got, expected) {
			t.Fatalf("want a close frame, got %s", got)
		}
	}
}

// matchJSON compares got with want as JSON values, where the string "<any>"
// in want matches any value.
func matchJSON(want string, got []byte) error {
	var w, g any
	if err := json.Unmarshal([]byte(want), &w); err != nil {
		return fmt.Errorf("the golden line is not JSON: %v: %s", err, want)
	}
	if err := json.Unmarshal(got, &g); err != nil {
		return fmt.Errorf("got a frame that is not JSON (%v): %q", err, got)
	}
	if path, ok := jsonMatches(w, g, "$"); !ok {
		return fmt.Errorf("mismatch at %s\n got: %s\nwant: %s", path, got, want)
	}
	return nil
}

func jsonMatches(want, got any, path string) (string, bool) {
	if want == "<any>" {
		return "", true
	}
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok || len(g) != len(w) {
			return path, false
		}
		for k, wv := range w {
			gv, ok := g[k]
			if !ok {
				return path + "." + k, false
			}
			if p, ok := jsonMatches(wv, gv, path+"."+k); !ok {
				return p, false
			}
		}
		return "", true
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			return path, false
		}
		for i := range w {
			if p, ok := jsonMatches(w[i], g[i], fmt.Sprintf("%s[%d]", path, i)); !ok {
				return p, false
			}
		}
		return "", true
	}
	return path, reflect.DeepEqual(want, got)
}

// TestGoldenFiles checks the replayer itself, without a bridge: every file
// parses, and the matcher honours "<any>".
func TestGoldenFiles(t *testing.T) {
	files, _ := filepath.Glob("../../proto/testdata/golden/*.txtar")
	if len(files) == 0 {
		t.Fatal("no golden files")
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := parseGolden(data); err != nil {
			t.Errorf("%s: %v", file, err)
		}
	}
	g, err := parseGolden([]byte("host: evil.example:80\nA comment.\npath: /json/version\n-- http --\n403\n"))
	if err != nil || g.host != "evil.example:80" || g.path != proto.PathVersion || g.httpStatus != 403 || g.auth != "ok" {
		t.Errorf("options: %+v, %v", g, err)
	}

	for _, tc := range []struct {
		want, got string
		ok        bool
	}{
		{`{"a":1,"b":"<any>"}`, `{"b":[1,2],"a":1}`, true},
		{`{"a":1}`, `{"a":1,"b":2}`, false},
		{`{"a":1,"b":2}`, `{"a":1}`, false},
		{`{"a":[1,"<any>"]}`, `{"a":[1,{"x":null}]}`, true},
		{`{"a":[1]}`, `{"a":[1,2]}`, false},
		{`{"v":42}`, `{"v":42.0}`, true},
		{`{"v":"42"}`, `{"v":42}`, false},
		{`"<any>"`, `null`, true},
	} {
		err := matchJSON(tc.want, []byte(tc.got))
		if (err == nil) != tc.ok {
			t.Errorf("matchJSON(%s, %s) = %v, want ok=%v", tc.want, tc.got, err, tc.ok)
		}
	}
}

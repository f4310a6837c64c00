package cdp

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/chromedp/cdproto/cdp/jsonv2"
)

func TestDecodeFrame(t *testing.T) {
	deep := `{"id":9,"result":` + strings.Repeat("[", 20000) + strings.Repeat("]", 20000) + `}`
	for _, c := range []struct {
		name, frame string
		id          int64  // 0: not an answer
		method      string // of an event
		errPart     string // in the call's error
		result      string // the result, re-encoded
		dropped     bool
	}{
		{name: "answer", frame: `{"id":3,"result":{"a":1}}`, id: 3, result: `{"a":1}`},
		{name: "answer without result", frame: `{"id":3}`, id: 3},
		{name: "error", frame: `{"id":4,"error":{"code":-32000,"message":"No node"}}`, id: 4, errPart: "No node"},
		{name: "error of the wrong type", frame: `{"id":4,"error":"boom"}`, id: 4, errPart: "malformed error answer"},
		{name: "empty error", frame: `{"id":4,"error":{}}`, id: 4, errPart: "malformed error answer"},
		{name: "result of the wrong type still answers", frame: `{"id":5,"result":[1,2]}`, id: 5, result: `[1,2]`},
		{name: "lone high surrogate", frame: `{"id":6,"result":{"v":"a\ud800b"}}`, id: 6, result: `{"v":"a\ufffdb"}`},
		{name: "lone low surrogate", frame: `{"id":6,"result":{"v":"\udc00"}}`, id: 6, result: `{"v":"\ufffd"}`},
		{name: "pair kept", frame: `{"id":6,"result":{"v":"\ud83d\ude00"}}`, id: 6, result: `{"v":"\ud83d\ude00"}`},
		{name: "invalid UTF-8 bytes", frame: "{\"id\":7,\"result\":{\"v\":\"a\xff\xfeb\"}}", id: 7, result: `{"v":"a\ufffd\ufffdb"}`},
		{name: "too deep still ends its call", frame: deep, id: 9, errPart: "unreadable answer"},
		{name: "truncated answer ends its call", frame: `{"id":10,"result":{"v":"abc`, id: 10, errPart: "unreadable answer"},
		{name: "event", frame: `{"method":"Page.loadEventFired","params":{"timestamp":1}}`, method: "Page.loadEventFired"},
		{name: "event with a lone surrogate", frame: `{"method":"Runtime.consoleAPICalled","params":{"t":"\ud800"}}`, method: "Runtime.consoleAPICalled"},
		{name: "event in a session", frame: `{"method":"X.y","sessionId":"S"}`, method: "X.y"},
		{name: "id as a string", frame: `{"id":"3","result":{}}`, dropped: true},
		{name: "fractional id", frame: `{"id":3.5,"result":{}}`, dropped: true},
		{name: "negative id", frame: `{"id":-3,"result":{}}`, dropped: true},
		{name: "huge id", frame: `{"id":99999999999999999999,"result":{}}`, dropped: true},
		{name: "method not a string", frame: `{"method":5}`, dropped: true},
		{name: "neither", frame: `{"params":{}}`, dropped: true},
		{name: "not an object", frame: `[1,2,3]`, dropped: true},
		{name: "not JSON", frame: "\x00\x01binary", dropped: true},
		{name: "empty", frame: ``, dropped: true},
		{name: "sessionId not a string", frame: `{"method":"X.y","sessionId":7}`, dropped: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, err := decodeFrame([]byte(c.frame))
			if c.dropped {
				if err == nil {
					t.Fatalf("decoded %+v, want it dropped", m)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if m.ID != c.id || m.Method != c.method {
				t.Fatalf("id %d method %q, want %d %q", m.ID, m.Method, c.id, c.method)
			}
			if c.errPart != "" {
				if m.Error == nil || !strings.Contains(m.Error.Message, c.errPart) {
					t.Fatalf("error %v, want one with %q", m.Error, c.errPart)
				}
				return
			}
			if m.Error != nil {
				t.Fatalf("error %v", m.Error)
			}
			if c.result != "" {
				var want, got any
				json.Unmarshal([]byte(c.result), &want)
				if err := jsonv2.Unmarshal(m.Result, &got); err != nil {
					t.Fatalf("result %s does not decode: %v", m.Result, err)
				}
				if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Fatalf("result %v, want %v", got, want)
				}
			}
			if m.Params != nil {
				var v any
				if err := jsonv2.Unmarshal(m.Params, &v); err != nil {
					t.Fatalf("params %s do not decode: %v", m.Params, err)
				}
			}
		})
	}
}

// FuzzFrame feeds frames to a connection's receive: arbitrary bytes, and
// answers built around fuzzed strings. Nothing panics, every value a frame
// yields decodes with the default options, and an answer whose id is
// readable reaches the call waiting for it.
func FuzzFrame(f *testing.F) {
	f.Add([]byte(`{"id":1,"result":{}}`), int64(1), "text")
	f.Add([]byte(`{"method":"Page.frameNavigated","params":{"frame":{"id":"F"}},"sessionId":"S"}`), int64(2), "a\xffb")
	f.Add([]byte(`{"id":1,"error":{"code":-32000,"message":"x"}}`), int64(7), `\ud800`)
	f.Add([]byte(`{"id":"x"}`), int64(99), `\udc00\ud800`)
	f.Add([]byte("\xff\xfe\x00"), int64(1<<40), `quote " backslash \ end`)
	f.Add([]byte(`{"id":3,"result":[[[[[[[[[[[[[[[[`), int64(3), "")
	f.Fuzz(func(t *testing.T, frame []byte, id int64, text string) {
		c := &Conn{pending: map[int64]chan *message{}, subs: map[*subscription]struct{}{}, done: make(chan struct{})}
		events := c.subscribe(func(*message) bool { return true })
		defer events.cancel()

		// Arbitrary bytes: whatever comes out is well-formed.
		if m, err := decodeFrame(frame); err == nil {
			checkDecoded(t, frame, m)
		}
		c.receive(frame)

		// An answer carrying the fuzzed text, escaped as JSON.stringify
		// would, raw bytes and lone surrogates included.
		if id <= 0 {
			return
		}
		answer := fmt.Sprintf(`{"id":%d,"result":{"value":"%s"}}`, id, stringifyLike(text))
		ch := make(chan *message, 1)
		c.pending[id] = ch
		c.receive([]byte(answer))
		select {
		case m := <-ch:
			if m.Error != nil {
				t.Fatalf("%q: %v", answer, m.Error)
			}
			var r struct {
				Value string `json:"value"`
			}
			if err := jsonv2.Unmarshal(m.Result, &r); err != nil {
				t.Fatalf("%q: result %s: %v", answer, m.Result, err)
			}
			if want := strings.ToValidUTF8(text, "\uFFFD"); utf8.ValidString(text) && !strings.Contains(text, `\`) && r.Value != want {
				t.Fatalf("value %q, want %q", r.Value, want)
			}
		default:
			t.Fatalf("%q did not reach the call with id %d", answer, id)
		}
	})
}

// checkDecoded checks what decodeFrame made of a frame.
func checkDecoded(t *testing.T, frame []byte, m *message) {
	t.Helper()
	if m.ID < 0 || (m.ID == 0 && m.Method == "") {
		t.Fatalf("%q decoded to id %d method %q", frame, m.ID, m.Method)
	}
	for _, v := range []jsonv2.Value{m.Result, m.Params} {
		if v == nil {
			continue
		}
		var x any
		if err := jsonv2.Unmarshal(v, &x); err != nil {
			t.Fatalf("%q yields %q, which does not decode: %v", frame, v, err)
		}
	}
	if m.Error != nil && m.Error.Message == "" && m.Error.Code == 0 {
		t.Fatalf("%q: an empty error", frame)
	}
}

// stringifyLike escapes s for a JSON string the way JSON.stringify does,
// except that bytes that are not UTF-8 pass through raw, and so do \uXXXX
// escapes in s, so s may carry lone surrogates (\ud800).
func stringifyLike(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"':
			b.WriteString(`\"`)
		case c == '\\':
			if _, ok := hex4([]byte(s), i+2); ok && s[i+1] == 'u' {
				b.WriteString(s[i : i+6])
				i += 5
			} else {
				b.WriteString(`\\`)
			}
		case c < 0x20:
			b.WriteString(`\u00` + strconv.FormatInt(int64(c)>>4, 16) + strconv.FormatInt(int64(c)&15, 16))
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

func FuzzSanitizeStrings(f *testing.F) {
	f.Add([]byte(`{"a":"\ud800"}`))
	f.Add([]byte("{\"a\":\"\xff\"}"))
	f.Add([]byte(`{"a":"\ud83d\ude00","b":["\\ud800"]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		out, changed := sanitizeStrings(data)
		if !changed && !bytes.Equal(out, data) {
			t.Fatal("unchanged output differs from the input")
		}
		var v any
		if jsonv2.Unmarshal(data, &v) == nil && changed {
			t.Fatalf("changed valid JSON %q into %q", data, out)
		}
		again, changedAgain := sanitizeStrings(out)
		if changedAgain || !bytes.Equal(again, out) {
			t.Fatalf("not idempotent: %q → %q → %q", data, out, again)
		}
		// What encoding/json accepts (it reads bad UTF-8 as U+FFFD), the
		// default jsonv2 options accept after sanitizing.
		var v1 any
		if json.Valid(data) && json.Unmarshal(data, &v1) == nil {
			var v2 any
			if err := jsonv2.Unmarshal(out, &v2); err != nil && !strings.Contains(err.Error(), "duplicate") {
				t.Fatalf("%q sanitized to %q, which jsonv2 refuses: %v", data, out, err)
			}
		}
	})
}

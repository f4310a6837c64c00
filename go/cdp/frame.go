package cdp

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/chromedp/cdproto"
	"github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/target"
)

// rawFrame is a frame from the browser with every member left undecoded,
// so a member of the wrong type does not lose the rest.
type rawFrame struct {
	ID        jsonv2.Value `json:"id"`
	Method    jsonv2.Value `json:"method"`
	Params    jsonv2.Value `json:"params"`
	SessionID jsonv2.Value `json:"sessionId"`
	Result    jsonv2.Value `json:"result"`
	Error     jsonv2.Value `json:"error"`
}

// errNotCDP is a frame that is not a CDP message: nothing can be matched to
// it, so it is dropped.
var errNotCDP = errors.New("cdp: not a CDP message")

// decodeFrame reads one frame. An answer (a frame with an integer id) is
// always returned once its id is readable, so the call waiting for it ends:
// a malformed error or result becomes an error of that call. Events need a
// string method. Strings with invalid UTF-8 or lone UTF-16 surrogates
// (page text can hold them; JSON.stringify writes them as \ud800 escapes)
// read as U+FFFD, as encoding/json reads them, so every value a frame
// yields decodes with jsonv2's default options.
func decodeFrame(data []byte) (*message, error) {
	var raw rawFrame
	if err := jsonv2.Unmarshal(data, &raw); err != nil {
		fixed, changed := sanitizeStrings(data)
		if !changed {
			return undecodable(data, err)
		}
		if err := jsonv2.Unmarshal(fixed, &raw); err != nil {
			return undecodable(data, err)
		}
	}
	m := new(message)
	if isNull(raw.ID) {
		// An event.
		if jsonv2.Unmarshal(raw.Method, &m.Method) != nil || m.Method == "" {
			return nil, fmt.Errorf("%w: neither an id nor a method", errNotCDP)
		}
		m.Params = raw.Params
		if isNull(m.Params) {
			m.Params = nil
		}
		if !isNull(raw.SessionID) && jsonv2.Unmarshal(raw.SessionID, &m.SessionID) != nil {
			return nil, fmt.Errorf("%w: the sessionId of %s is not a string", errNotCDP, m.Method)
		}
		return m, nil
	}
	id, err := strconv.ParseInt(string(raw.ID), 10, 64)
	if err != nil || id <= 0 {
		// Our ids are positive integers: this answers nothing we sent.
		return nil, fmt.Errorf("%w: id %s", errNotCDP, truncated(raw.ID))
	}
	m.ID = id
	if !isNull(raw.SessionID) {
		var s target.SessionID
		if jsonv2.Unmarshal(raw.SessionID, &s) == nil {
			m.SessionID = s
		}
	}
	if !isNull(raw.Error) {
		e := new(cdproto.Error)
		if err := jsonv2.Unmarshal(raw.Error, e); err != nil || (e.Code == 0 && e.Message == "") {
			e = &cdproto.Error{Code: -32603, Message: "malformed error answer from the browser: " + truncated(raw.Error)}
		}
		m.Error = e
		return m, nil
	}
	m.Result = raw.Result
	if isNull(m.Result) {
		m.Result = nil
	}
	return m, nil
}

// undecodable handles a frame that is not valid JSON (or nests too deep):
// if its top-level id is still readable, the call it answers fails;
// otherwise the frame is dropped.
func undecodable(data []byte, err error) (*message, error) {
	if id, ok := topLevelID(data); ok {
		return &message{ID: id, Error: &cdproto.Error{Code: -32700, Message: fmt.Sprintf("unreadable answer from the browser (%d bytes): %v", len(data), err)}}, nil
	}
	return nil, fmt.Errorf("%w: %v", errNotCDP, err)
}

// topLevelID finds the member "id" of the top-level object in a JSON text
// that may be malformed further on, if it is a positive integer.
func topLevelID(data []byte) (int64, bool) {
	i := skipSpace(data, 0)
	if i >= len(data) || data[i] != '{' {
		return 0, false
	}
	i++
	for {
		i = skipSpace(data, i)
		if i >= len(data) || data[i] != '"' {
			return 0, false
		}
		end := skipString(data, i)
		if end < 0 {
			return 0, false
		}
		key := data[i:end]
		i = skipSpace(data, end)
		if i >= len(data) || data[i] != ':' {
			return 0, false
		}
		i = skipSpace(data, i+1)
		if string(key) == `"id"` {
			j := i
			for j < len(data) && '0' <= data[j] && data[j] <= '9' {
				j++
			}
			id, err := strconv.ParseInt(string(data[i:j]), 10, 64)
			if err != nil || id <= 0 || (j < len(data) && !isDelimiter(data[j])) {
				return 0, false
			}
			return id, true
		}
		if i = skipValue(data, i); i < 0 {
			return 0, false
		}
		i = skipSpace(data, i)
		if i >= len(data) || data[i] != ',' {
			return 0, false
		}
		i++
	}
}

func isDelimiter(c byte) bool {
	switch c {
	case ',', '}', ' ', '\t', '\n', '\r':
		return true
	}
	return false
}

func skipSpace(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}
	return i
}

// skipString returns the index after the string literal at data[i], or -1.
func skipString(data []byte, i int) int {
	for j := i + 1; j < len(data); j++ {
		switch data[j] {
		case '\\':
			j++
		case '"':
			return j + 1
		}
	}
	return -1
}

// skipValue returns the index after the value at data[i] (any nesting,
// without checking it), or -1.
func skipValue(data []byte, i int) int {
	depth := 0
	for j := i; j < len(data); j++ {
		switch c := data[j]; c {
		case '"':
			if j = skipString(data, j); j < 0 {
				return -1
			}
			j--
			if depth == 0 {
				return j + 1
			}
		case '{', '[':
			depth++
		case '}', ']':
			if depth == 0 {
				return j
			}
			depth--
			if depth == 0 {
				return j + 1
			}
		case ',':
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

func isNull(v jsonv2.Value) bool { return len(v) == 0 || string(v) == "null" }

func truncated(v jsonv2.Value) string {
	const max = 200
	if len(v) > max {
		return string(bytes.ToValidUTF8(v[:max], nil)) + "…"
	}
	return string(bytes.ToValidUTF8(v, nil))
}

// sanitizeStrings rewrites the string literals of a JSON text so that they
// hold valid UTF-8 only: invalid bytes and unpaired surrogate escapes
// become U+FFFD. Everything outside strings is copied as is. It reports
// whether it changed anything.
func sanitizeStrings(data []byte) ([]byte, bool) {
	const replacement = `\ufffd`
	var out []byte
	changed := false
	emit := func(from, to int) {
		if out != nil {
			out = append(out, data[from:to]...)
		}
	}
	replace := func(start int) {
		if out == nil {
			out = make([]byte, 0, len(data)+16)
			out = append(out, data[:start]...)
		}
		out = append(out, replacement...)
		changed = true
	}
	inString := false
	for i := 0; i < len(data); {
		c := data[i]
		if !inString {
			if c == '"' {
				inString = true
			}
			emit(i, i+1)
			i++
			continue
		}
		switch {
		case c == '"':
			inString = false
			emit(i, i+1)
			i++
		case c == '\\':
			if i+1 >= len(data) {
				emit(i, len(data))
				i = len(data)
				break
			}
			if data[i+1] != 'u' {
				emit(i, i+2)
				i += 2
				break
			}
			r, ok := hex4(data, i+2)
			if !ok {
				emit(i, i+2) // malformed; the decoder will say so
				i += 2
				break
			}
			switch {
			case utf16.IsSurrogate(r) && r < 0xdc00:
				// A high surrogate needs a low one right after.
				if i+12 <= len(data) && data[i+6] == '\\' && data[i+7] == 'u' {
					if lo, ok := hex4(data, i+8); ok && lo >= 0xdc00 && lo <= 0xdfff {
						emit(i, i+12)
						i += 12
						break
					}
				}
				replace(i)
				i += 6
			case utf16.IsSurrogate(r):
				replace(i) // a low surrogate alone
				i += 6
			default:
				emit(i, i+6)
				i += 6
			}
		case c < utf8.RuneSelf:
			emit(i, i+1)
			i++
		default:
			r, n := utf8.DecodeRune(data[i:])
			if r == utf8.RuneError && n == 1 {
				replace(i)
				i++
				break
			}
			emit(i, i+n)
			i += n
		}
	}
	if !changed {
		return data, false
	}
	return out, true
}

// hex4 reads the four hex digits of a \u escape at data[i:i+4].
func hex4(data []byte, i int) (rune, bool) {
	if i+4 > len(data) {
		return 0, false
	}
	var r rune
	for _, c := range data[i : i+4] {
		r <<= 4
		switch {
		case '0' <= c && c <= '9':
			r |= rune(c - '0')
		case 'a' <= c && c <= 'f':
			r |= rune(c - 'a' + 10)
		case 'A' <= c && c <= 'F':
			r |= rune(c - 'A' + 10)
		default:
			return 0, false
		}
	}
	return r, true
}

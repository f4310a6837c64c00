package observe

import (
	"fmt"
	"strings"
	"sync"

	"github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/cdp"
)

// MaxConsoleMessages bounds the console messages a page remembers; older
// ones are dropped and counted.
const MaxConsoleMessages = 5000

// maxMessageChars bounds the text of one console message.
const maxMessageChars = 4000

// Console levels, as browser_console_messages filters them.
const (
	LevelError   = "error"
	LevelWarning = "warning"
	LevelInfo    = "info"
	LevelDebug   = "debug"
)

// ConsoleMessage is one console call, uncaught exception or browser log
// entry.
type ConsoleMessage struct {
	Seq      int    // 1-based, stable for the page's lifetime
	Level    string // LevelError, LevelWarning, LevelInfo or LevelDebug
	Type     string // log, info, warn, error, debug, exception, network, …
	Text     string
	Location string // url:line, when known
	Stack    string // for exceptions
	Doc      int    // the navigation it belongs to
}

// Console is the console of one page: console.* calls, uncaught exceptions
// and the browser's own log entries, per document, bounded. It is safe for
// concurrent use.
type Console struct {
	mu      sync.Mutex
	list    []*ConsoleMessage
	seq     int
	dropped int
	doc     int
	seen    int // Seq of the last message the agent was told about
}

// NewConsole returns an empty console.
func NewConsole() *Console { return &Console{} }

// Handle records what a Runtime or Log event says, and reports whether
// it was one of the console's.
func (c *Console) Handle(ev cdp.Event) bool {
	switch ev.Method {
	case "Runtime.consoleAPICalled":
		if e, ok := decode[runtime.EventConsoleAPICalled](ev); ok {
			c.addAPI(e)
		}
	case "Runtime.exceptionThrown":
		if e, ok := decode[runtime.EventExceptionThrown](ev); ok {
			c.addException(e)
		}
	case "Log.entryAdded":
		if e, ok := decode[log.EventEntryAdded](ev); ok {
			c.addLog(e)
		}
	default:
		return false
	}
	return true
}

func decode[T any](ev cdp.Event) (*T, bool) {
	v := new(T)
	if err := jsonv2.Unmarshal(ev.Params, v); err != nil {
		return nil, false
	}
	return v, true
}

func (c *Console) add(m *ConsoleMessage) {
	if len(m.Text) > maxMessageChars {
		m.Text = m.Text[:maxMessageChars] + "… (truncated)"
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.seq++
	m.Seq, m.Doc = c.seq, c.doc
	c.list = append(c.list, m)
	if len(c.list) > MaxConsoleMessages {
		c.list[0] = nil
		c.list = c.list[1:]
		c.dropped++
	}
}

// Navigated starts a new document: what came before is kept, but counts
// only with all.
func (c *Console) Navigated() {
	c.mu.Lock()
	c.doc++
	c.mu.Unlock()
}

func levelOf(t string) string {
	switch t {
	case "error", "assert", "exception":
		return LevelError
	case "warning", "warn":
		return LevelWarning
	case "debug", "verbose", "trace":
		return LevelDebug
	}
	return LevelInfo
}

func (c *Console) addAPI(e *runtime.EventConsoleAPICalled) {
	parts := make([]string, 0, len(e.Args))
	for _, a := range e.Args {
		parts = append(parts, remoteText(a))
	}
	typ := string(e.Type)
	if typ == "warning" {
		typ = "warn"
	}
	c.add(&ConsoleMessage{Level: levelOf(string(e.Type)), Type: typ, Text: formatConsole(parts), Location: topFrame(e.StackTrace)})
}

func (c *Console) addException(e *runtime.EventExceptionThrown) {
	d := e.ExceptionDetails
	if d == nil {
		return
	}
	// d.Text is "Uncaught" or "Uncaught (in promise)", as DevTools prints
	// it before the error.
	text, stack := d.Text, ""
	if d.Exception != nil && d.Exception.Description != "" {
		text, stack, _ = strings.Cut(d.Exception.Description, "\n")
		if d.Text != "" && !strings.HasPrefix(text, d.Text) {
			text = d.Text + " " + text
		}
	} else if d.Exception != nil && len(d.Exception.Value) > 0 {
		text = d.Text + " " + remoteText(d.Exception)
	}
	loc := topFrame(d.StackTrace)
	if loc == "" && d.URL != "" {
		loc = fmt.Sprintf("%s:%d", d.URL, d.LineNumber+1)
	}
	c.add(&ConsoleMessage{Level: LevelError, Type: "exception", Text: text, Location: loc, Stack: strings.TrimSpace(stack)})
}

func (c *Console) addLog(e *log.EventEntryAdded) {
	en := e.Entry
	if en == nil {
		return
	}
	if en.Source == log.EntrySourceNetwork && IsFavicon(en.URL) {
		return // the browser asks for it, not the page: noise
	}
	loc := ""
	if en.URL != "" {
		loc = en.URL
		if en.LineNumber > 0 {
			loc = fmt.Sprintf("%s:%d", en.URL, en.LineNumber+1)
		}
	}
	c.add(&ConsoleMessage{Level: levelOf(string(en.Level)), Type: string(en.Source), Text: en.Text, Location: loc})
}

// IsFavicon reports whether u is a site's /favicon.ico, which the browser
// requests on its own.
func IsFavicon(u string) bool {
	if i := strings.IndexAny(u, "?#"); i >= 0 {
		u = u[:i]
	}
	return strings.HasSuffix(u, "/favicon.ico")
}

// formatConsole joins console arguments the way DevTools prints them,
// applying %s/%d/%i/%f/%o/%O/%c substitutions of a leading format string.
func formatConsole(parts []string) string {
	if len(parts) == 0 {
		return ""
	}
	f, rest := parts[0], parts[1:]
	if !strings.Contains(f, "%") {
		return strings.Join(parts, " ")
	}
	var b strings.Builder
	for i := 0; i < len(f); i++ {
		if f[i] == '%' && i+1 < len(f) {
			switch f[i+1] {
			case 's', 'd', 'i', 'f', 'o', 'O':
				if len(rest) > 0 {
					b.WriteString(rest[0])
					rest = rest[1:]
					i++
					continue
				}
			case 'c':
				if len(rest) > 0 {
					rest = rest[1:] // CSS: not text
					i++
					continue
				}
			case '%':
				b.WriteByte('%')
				i++
				continue
			}
		}
		b.WriteByte(f[i])
	}
	for _, r := range rest {
		b.WriteByte(' ')
		b.WriteString(r)
	}
	return b.String()
}

func remoteText(o *runtime.RemoteObject) string {
	if o == nil {
		return ""
	}
	if o.Type == runtime.RemoteObjectTypeString {
		var s string
		if err := jsonv2.Unmarshal(o.Value, &s); err == nil {
			return s
		}
	}
	if len(o.Value) > 0 {
		return string(o.Value)
	}
	if o.UnserializableValue != "" {
		return string(o.UnserializableValue)
	}
	if o.Preview != nil && (o.Type == runtime.RemoteObjectTypeObject) {
		return previewText(o.Preview)
	}
	if o.Description != "" {
		return o.Description
	}
	return string(o.Type)
}

func previewText(p *runtime.ObjectPreview) string {
	var b strings.Builder
	isArray := p.Subtype == runtime.ObjectPreviewSubtypeArray
	if isArray {
		b.WriteString("[")
	} else {
		if p.Description != "" && p.Description != "Object" {
			b.WriteString(p.Description)
			b.WriteString(" ")
		}
		b.WriteString("{")
	}
	for i, prop := range p.Properties {
		if i > 0 {
			b.WriteString(", ")
		}
		if !isArray {
			b.WriteString(prop.Name)
			b.WriteString(": ")
		}
		v := prop.Value
		if prop.Type == runtime.PropertyPreviewTypeString {
			v = `"` + v + `"`
		}
		b.WriteString(v)
	}
	if p.Overflow {
		b.WriteString(", …")
	}
	if isArray {
		b.WriteString("]")
	} else {
		b.WriteString("}")
	}
	return b.String()
}

func topFrame(st *runtime.StackTrace) string {
	if st == nil || len(st.CallFrames) == 0 {
		return ""
	}
	f := st.CallFrames[0]
	if f.URL == "" {
		return ""
	}
	return fmt.Sprintf("%s:%d", f.URL, f.LineNumber+1)
}

// Messages returns the remembered messages at level or more severe
// ("" = all), of every navigation when all is set, else of the current
// document; and how many were dropped. It marks them seen.
func (c *Console) Messages(level string, all bool) ([]ConsoleMessage, int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []ConsoleMessage
	for _, m := range c.list {
		if (all || m.Doc == c.doc) && severe(m.Level, level) {
			out = append(out, *m)
		}
	}
	c.seen = c.seq
	return out, c.dropped
}

func severe(have, want string) bool {
	rank := map[string]int{LevelDebug: 0, LevelInfo: 1, LevelWarning: 2, LevelError: 3, "": 0}
	return rank[have] >= rank[want]
}

// Counts returns the errors and warnings of the current document.
func (c *Console) Counts() (errs, warnings int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, m := range c.list {
		if m.Doc != c.doc {
			continue
		}
		switch m.Level {
		case LevelError:
			errs++
		case LevelWarning:
			warnings++
		}
	}
	return errs, warnings
}

// NewErrors returns the errors logged since the last call (or since
// Messages), and marks them seen. An error the agent was told about
// already on the same document (the same kind, text and place: an app
// that logs one failure on every render) is not returned again: again
// counts those.
func (c *Console) NewErrors() (fresh []ConsoleMessage, again int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	type key struct {
		doc                 int
		typ, text, location string
	}
	told := map[key]bool{}
	for _, m := range c.list {
		if m.Level != LevelError {
			continue
		}
		k := key{m.Doc, m.Type, m.Text, m.Location}
		switch {
		case m.Seq <= c.seen:
		case told[k]:
			again++
		default:
			fresh = append(fresh, *m)
		}
		told[k] = true
	}
	c.seen = c.seq
	return fresh, again
}

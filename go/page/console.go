package page

import (
	"fmt"
	"strings"
	"sync"

	"github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
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

type consoleLog struct {
	mu      sync.Mutex
	list    []*ConsoleMessage
	seq     int
	dropped int
	doc     int
	seen    int // Seq of the last message the agent was told about
}

func newConsoleLog() *consoleLog { return &consoleLog{} }

func (c *consoleLog) add(m *ConsoleMessage) {
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

func (c *consoleLog) navigated(string) {
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

func (c *consoleLog) addAPI(e *runtime.EventConsoleAPICalled, _ string) {
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

func (c *consoleLog) addException(e *runtime.EventExceptionThrown) {
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

func (c *consoleLog) addLog(e *log.EventEntryAdded) {
	en := e.Entry
	if en == nil {
		return
	}
	if en.Source == log.EntrySourceNetwork && isFavicon(en.URL) {
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

// isFavicon reports whether u is a site's /favicon.ico, which the browser
// requests on its own.
func isFavicon(u string) bool {
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

// ConsoleMessages returns the remembered messages at level or more severe
// ("" = all), of every navigation when all is set, else of the current
// document; and how many were dropped. It marks them seen.
func (p *Page) ConsoleMessages(level string, all bool) ([]ConsoleMessage, int) {
	c := p.console
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

// ConsoleCounts returns the errors and warnings of the current document.
func (p *Page) ConsoleCounts() (errs, warnings int) {
	c := p.console
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

// NewConsoleErrors returns the errors logged since the last call (or since
// ConsoleMessages), and marks them seen.
func (p *Page) NewConsoleErrors() []ConsoleMessage {
	c := p.console
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []ConsoleMessage
	for _, m := range c.list {
		if m.Seq > c.seen && m.Level == LevelError {
			out = append(out, *m)
		}
	}
	c.seen = c.seq
	return out
}

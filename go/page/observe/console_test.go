package observe

import (
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
)

func TestFormatConsole(t *testing.T) {
	for _, c := range []struct {
		parts []string
		want  string
	}{
		{nil, ""},
		{[]string{"plain", "42", "{a: 1}"}, "plain 42 {a: 1}"},
		{[]string{"%s has %d items", "cart", "3"}, "cart has 3 items"},
		{[]string{"%s and %s", "one"}, "one and %s"},                                  // too few arguments: left as written
		{[]string{"%d%%", "50"}, "50%"},                                               // an escaped percent
		{[]string{"%cstyled%c text", "color: red", "", "extra"}, "styled text extra"}, // CSS is not text; the rest is appended
		{[]string{"100% sure"}, "100% sure"},
		{[]string{"%o", "{a: 1}"}, "{a: 1}"},
	} {
		if got := formatConsole(c.parts); got != c.want {
			t.Errorf("formatConsole(%q) = %q, want %q", c.parts, got, c.want)
		}
	}
}

func TestRemoteText(t *testing.T) {
	for _, c := range []struct {
		o    *runtime.RemoteObject
		want string
	}{
		{&runtime.RemoteObject{Type: runtime.RemoteObjectTypeString, Value: jsonv2.Value(`"text"`)}, "text"},
		{&runtime.RemoteObject{Type: runtime.RemoteObjectTypeNumber, Value: jsonv2.Value(`42`)}, "42"},
		{&runtime.RemoteObject{Type: runtime.RemoteObjectTypeNumber, UnserializableValue: "NaN"}, "NaN"},
		{&runtime.RemoteObject{Type: runtime.RemoteObjectTypeObject, Preview: &runtime.ObjectPreview{
			Properties: []*runtime.PropertyPreview{{Name: "a", Type: "number", Value: "1"}, {Name: "b", Type: "string", Value: "x"}},
		}}, `{a: 1, b: "x"}`},
		{&runtime.RemoteObject{Type: runtime.RemoteObjectTypeObject, Preview: &runtime.ObjectPreview{
			Subtype: runtime.ObjectPreviewSubtypeArray, Overflow: true,
			Properties: []*runtime.PropertyPreview{{Name: "0", Type: "number", Value: "1"}, {Name: "1", Type: "number", Value: "2"}},
		}}, "[1, 2, …]"},
		{&runtime.RemoteObject{Type: runtime.RemoteObjectTypeObject, Preview: &runtime.ObjectPreview{Description: "Map"}}, "Map {}"},
		{&runtime.RemoteObject{Type: runtime.RemoteObjectTypeFunction, Description: "function f() {}"}, "function f() {}"},
		{&runtime.RemoteObject{Type: runtime.RemoteObjectTypeUndefined}, "undefined"},
		{nil, ""},
	} {
		if got := remoteText(c.o); got != c.want {
			t.Errorf("remoteText(%+v) = %q, want %q", c.o, got, c.want)
		}
	}
}

func TestConsoleLevels(t *testing.T) {
	for typ, level := range map[string]string{
		"error": LevelError, "assert": LevelError, "exception": LevelError,
		"warning": LevelWarning, "warn": LevelWarning,
		"debug": LevelDebug, "verbose": LevelDebug, "trace": LevelDebug,
		"log": LevelInfo, "info": LevelInfo, "table": LevelInfo,
	} {
		if got := levelOf(typ); got != level {
			t.Errorf("levelOf(%s) = %s, want %s", typ, got, level)
		}
	}
	// A level filter keeps that level and the more severe ones.
	for _, c := range []struct {
		have, want string
		kept       bool
	}{
		{LevelError, LevelWarning, true}, {LevelWarning, LevelWarning, true}, {LevelInfo, LevelWarning, false},
		{LevelDebug, "", true}, {LevelDebug, LevelInfo, false}, {LevelError, LevelError, true},
	} {
		if got := severe(c.have, c.want); got != c.kept {
			t.Errorf("severe(%s, %s) = %t", c.have, c.want, got)
		}
	}
}

// The log a page keeps: long texts cut, the browser's own favicon request
// left out, messages per document, errors reported once.
func TestConsoleLog(t *testing.T) {
	c := NewConsole()
	c.add(&ConsoleMessage{Level: LevelInfo, Text: strings.Repeat("x", maxMessageChars+10)})
	c.addLog(&log.EventEntryAdded{Entry: &log.Entry{Source: log.EntrySourceNetwork, Level: log.EntryLevelError, Text: "404", URL: "http://h/favicon.ico?v=2"}})
	c.addLog(&log.EventEntryAdded{Entry: &log.Entry{Source: log.EntrySourceNetwork, Level: log.EntryLevelError, Text: "Failed to load resource", URL: "http://h/app.js", LineNumber: 9}})
	c.addException(&runtime.EventExceptionThrown{ExceptionDetails: &runtime.ExceptionDetails{
		Text: "Uncaught", Exception: &runtime.RemoteObject{Type: "object", Description: "Error: boom\n    at explode (http://h/:3:9)"},
		StackTrace: &runtime.StackTrace{CallFrames: []*runtime.CallFrame{{URL: "http://h/", LineNumber: 2}}},
	}})

	msgs, dropped := c.Messages("", false)
	if len(msgs) != 3 || dropped != 0 {
		t.Fatalf("got %d messages (%d dropped), want 3: %+v", len(msgs), dropped, msgs)
	}
	if m := msgs[0]; len(m.Text) > maxMessageChars+20 || !strings.HasSuffix(m.Text, "… (truncated)") {
		t.Errorf("a long message is kept whole (%d characters)", len(m.Text))
	}
	if m := msgs[1]; m.Level != LevelError || m.Location != "http://h/app.js:10" || m.Type != "network" {
		t.Errorf("log entry: %+v", m)
	}
	if m := msgs[2]; m.Text != "Uncaught Error: boom" || m.Stack != "at explode (http://h/:3:9)" || m.Location != "http://h/:3" {
		t.Errorf("exception: %+v", m)
	}

	// ConsoleMessages marked everything seen: no errors are new.
	if errs, again := c.NewErrors(); len(errs) != 0 || again != 0 {
		t.Errorf("errors reported again: %+v (%d again)", errs, again)
	}
	c.add(&ConsoleMessage{Level: LevelError, Text: "late"})
	if errs, again := c.NewErrors(); len(errs) != 1 || errs[0].Text != "late" || again != 0 {
		t.Errorf("new errors = %+v (%d again), want the late one", errs, again)
	}
	if errs, again := c.NewErrors(); len(errs) != 0 || again != 0 {
		t.Errorf("the late error is reported twice")
	}
	if e, w := c.Counts(); e != 3 || w != 0 {
		t.Errorf("counts = %d errors, %d warnings", e, w)
	}

	// A new document starts a new list; all brings the old one back.
	c.Navigated()
	c.add(&ConsoleMessage{Level: LevelWarning, Text: "on the next page"})
	if msgs, _ := c.Messages("", false); len(msgs) != 1 || msgs[0].Text != "on the next page" {
		t.Errorf("messages of the new document: %+v", msgs)
	}
	if msgs, _ := c.Messages("", true); len(msgs) != 5 {
		t.Errorf("all messages: %d, want 5", len(msgs))
	}
	if e, w := c.Counts(); e != 0 || w != 1 {
		t.Errorf("counts of the new document = %d errors, %d warnings", e, w)
	}
	if msgs, _ := c.Messages(LevelError, true); len(msgs) != 3 {
		t.Errorf("errors of all documents: %d, want 3", len(msgs))
	}
	// The same error logged again on this document (twice, and once
	// more in another place) is counted, not repeated; a new one is told,
	// and so is one the last document logged.
	c.add(&ConsoleMessage{Level: LevelError, Text: "late"})
	if errs, again := c.NewErrors(); len(errs) != 1 || again != 0 {
		t.Errorf("an error the last document logged too = %+v (%d again), want it told", errs, again)
	}
	c.add(&ConsoleMessage{Level: LevelError, Text: "late"})
	c.add(&ConsoleMessage{Level: LevelError, Text: "late"})
	c.add(&ConsoleMessage{Level: LevelError, Text: "late", Location: "http://h/other.js:1"})
	c.add(&ConsoleMessage{Level: LevelError, Text: "later"})
	if errs, again := c.NewErrors(); len(errs) != 2 || errs[0].Location != "http://h/other.js:1" || errs[1].Text != "later" || again != 2 {
		t.Errorf("new errors = %+v (%d again), want the one from another place and the later one, 2 again", errs, again)
	}
}

package page

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	cdpproto "github.com/chromedp/cdproto/cdp"

	"github.com/electron-mcp/electron-mcp/go/page/aria"
	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

// Page text can hold lone UTF-16 surrogates (a string cut in the middle of
// an emoji, bytes decoded badly): JSON.stringify writes them as \ud800
// escapes, which strict JSON readers refuse. Every way such text reaches
// us — the snapshot, the title, an evaluation's result, a console message —
// reads it with U+FFFD instead of failing or hanging.
func TestLoneSurrogatesInThePage(t *testing.T) {
	p, _ := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	page := "data:text/html,<title>x</title><button>x</button><script>" +
		"const lone = 'a\\ud800b';" +
		"document.title = 'T' + lone;" +
		"document.querySelector('button').textContent = lone;" +
		"console.error('E' + lone);</script>"
	if _, err := p.Navigate(ctx, page); err != nil {
		t.Fatal(err)
	}
	s, err := p.Snapshot(ctx, snapshot.Options{})
	if err != nil {
		t.Fatalf("snapshot: %v", err)
	}
	if !strings.Contains(s.Text, "button \"a\uFFFDb\"") {
		t.Errorf("snapshot:\n%s", s.Text)
	}
	if title := p.Title(ctx); title != "Ta\uFFFDb" {
		t.Errorf("title %q", title)
	}
	out, err := p.evaluate(ctx, `() => ['\udc00', 'ok']`, "")
	if err != nil || !strings.Contains(out, `"\ufffd"`) && !strings.Contains(out, "\uFFFD") {
		t.Errorf("evaluate: %q, %v", out, err)
	}
	found := false
	msgs, _ := p.ConsoleMessages("", false)
	for _, m := range msgs {
		if strings.HasPrefix(m.Text, "Ea") {
			found = true
			if !utf8.ValidString(m.Text) || !strings.Contains(m.Text, "\uFFFD") {
				t.Errorf("console message %q", m.Text)
			}
		}
	}
	if !found {
		t.Error("the console message with a lone surrogate was lost")
	}
}

// FuzzAriaAnswer feeds arbitrary answers of the aria scripts through the
// path a snapshot takes — decodeAnswer, aria.Nodes, snapshot.Build — as a
// hostile or broken page could make them: unknown roles, cycles, children
// out of range, properties of any type, deep chains. Nothing panics, the
// text is valid UTF-8 and the same on a second build, and every printed
// ref resolves.
func FuzzAriaAnswer(f *testing.F) {
	f.Add(`{"nodes":[{"i":1,"r":"RootWebArea","c":[1,2]},{"i":2,"r":"button","n":"OK","p":{"focusable":true},"f":3,"b":[1,2,3,4]},{"i":3,"r":"StaticText","n":"hi"}],"hosts":0}`)
	f.Add(`{"nodes":[{"i":1,"r":"RootWebArea","c":[0,1,2,99,-1]},{"i":2,"r":"x-made-up","n":"\ud800","c":[0,1,2]},{"i":-5,"r":"","p":{"checked":"mixed","level":[1,{"a":null}],"expanded":1e300}}],"hosts":0}`)
	f.Add(`{"nodes":[{"i":1,"r":"RootWebArea","c":[1]},{"i":2,"r":"textbox","n":"","v":"line1\nline2","ph":"type\there","lb":[3,3,-1]},{"i":3,"r":"LabelText","g":1}],"hosts":0}`)
	f.Add(`{"nodes":[{"i":1,"r":"RootWebArea","c":[1]},{"i":2,"r":"combobox","c":[2]},{"i":3,"r":"MenuListPopup","c":[3]},{"i":4,"r":"option","n":"A","p":{"selected":true}}],"hosts":0}`)
	f.Add(`{"nodes":[],"hosts":0}`)
	f.Add(`{"nodes":{"not":"an array"},"hosts":"x"}`)
	f.Add(`[{"i":1,"r":"RootWebArea"}]`)
	f.Add(`{"nodes":` + deepChain(3000) + `}`)
	f.Fuzz(func(t *testing.T, answer string) {
		var snap jsSnapshot
		if err := decodeAnswer(answer, &snap); err != nil || len(snap.Nodes) == 0 {
			return
		}
		build := func() (*snapshot.Snapshot, *snapshot.RefTable, error) {
			nodes, info := aria.Nodes(snap.Nodes)
			refs := snapshot.NewRefTable()
			s, err := snapshot.Build([]snapshot.Frame{{ID: "F", Parent: -1, Nodes: nodes, Info: info}}, refs, snapshot.Options{Boxes: true})
			return s, refs, err
		}
		a, refs, err := build()
		if err != nil {
			return
		}
		b, _, err := build()
		if err != nil || a.Text != b.Text {
			t.Fatalf("a second build differs (%v):\n%s\n---\n%s", err, a.Text, b.Text)
		}
		if !utf8.ValidString(a.Text) {
			t.Fatalf("the text is not UTF-8: %q", a.Text)
		}
		for _, l := range a.Lines {
			if l.Ref == "" {
				continue
			}
			if fr, _, err := refs.Resolve(l.Ref); err != nil || fr != cdpproto.FrameID("F") {
				t.Fatalf("printed ref %s: %s, %v", l.Ref, fr, err)
			}
		}
	})
}

// deepChain is an answer of n nested generic nodes with a button at the
// bottom.
func deepChain(n int) string {
	var b strings.Builder
	b.WriteString(`[{"i":1,"r":"RootWebArea","c":[1]}`)
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, `,{"i":%d,"r":"generic","c":[%d]}`, i+1, i+1)
	}
	fmt.Fprintf(&b, `,{"i":%d,"r":"button","n":"deep"}]`, n+1)
	return b.String()
}

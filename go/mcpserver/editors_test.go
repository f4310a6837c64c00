package mcpserver_test

import (
	"strings"
	"testing"

	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// Editors keep their document themselves: the tests read it from the
// editor (its model, its view state), not from the DOM we typed into.

func TestMonacoLikeEditor(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("monaco.html"), "Snapshot")
	input := ref(t, snap, `textbox "Editor content"`)
	// Its only ref is the hidden textarea: a click lands on the code.
	out := s.ok("browser_click", map[string]any{"target": input})
	if !strings.Contains(out, "cursor at line") {
		t.Fatalf("clicking the editor did not reach its code:\n%s", out)
	}
	s.ok("browser_type", map[string]any{"target": input, "text": "let x = 1;"})
	if got := s.eval(`() => model.text`); got != `"let x = 1;"` {
		t.Fatalf("model after typing = %s", got)
	}
	// Slowly types at the caret: the code stays.
	s.ok("browser_type", map[string]any{"target": input, "text": "ab", "slowly": true, "submit": true})
	if got := s.eval(`() => model.text`); got != `"let x = 1;ab\n"` {
		t.Fatalf("model after typing slowly with submit = %s", got)
	}
	s.ok("browser_press_key", map[string]any{"key": "Control+a"})
	s.ok("browser_press_key", map[string]any{"key": "Backspace"})
	if got := s.eval(`() => model.text`); got != `""` {
		t.Fatalf("model after Control+a, Backspace = %s", got)
	}
	// Its container (role=code, the line Playwright prints) works as the target too.
	s.ok("browser_type", map[string]any{"target": ".monaco-editor", "text": "again"})
	if got := s.eval(`() => model.text`); got != `"again"` {
		t.Fatalf("model after typing into the container = %s", got)
	}
}

func TestCodeMirror6(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	s.open("codemirror.html")
	s.waitEval(`() => log.textContent`, `"ready"`)
	snap := section(s.ok("browser_snapshot", nil), "Snapshot")
	editor := ref(t, snap, `textbox "Query editor"`)
	// The editor renders only the lines in view; typing replaces the whole
	// document, not what is rendered.
	s.ok("browser_type", map[string]any{"target": editor, "text": "SELECT 1"})
	if got := s.eval(`() => view.state.doc.toString()`); got != `"SELECT 1"` {
		t.Fatalf("document after typing = %s", got)
	}
	// Slowly types at the caret: the query stays.
	s.ok("browser_type", map[string]any{"target": editor, "text": "ab", "slowly": true, "submit": true})
	if got := s.eval(`() => view.state.doc.toString()`); got != `"SELECT 1ab\n"` {
		t.Fatalf("document after typing slowly with submit = %s", got)
	}
	s.ok("browser_press_key", map[string]any{"key": "x"})
	if got := s.eval(`() => view.state.doc.toString()`); got != `"SELECT 1ab\nx"` {
		t.Fatalf("document after pressing x = %s", got)
	}
	// The outer .cm-editor as target finds the editable inside.
	s.ok("browser_type", map[string]any{"target": ".cm-editor", "text": "done"})
	if got := s.eval(`() => view.state.doc.toString()`); got != `"done"` {
		t.Fatalf("document after typing into .cm-editor = %s", got)
	}
}

func TestQuillLikeEditor(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("quill.html"), "Snapshot")
	editor := ref(t, snap, `textbox "Message"`)
	s.ok("browser_type", map[string]any{"target": editor, "text": "Hello there"})
	if got := s.eval(`() => quillText()`); got != `"Hello there"` {
		t.Fatalf("editor text = %s", got)
	}
	s.ok("browser_type", map[string]any{"target": editor, "text": " slow", "slowly": true})
	if got := s.eval(`() => quillText()`); got != `"Hello there slow"` {
		t.Fatalf("editor text after typing slowly = %s", got)
	}
	s.ok("browser_press_key", map[string]any{"key": "Control+Enter"})
	if got := s.eval(`() => log.textContent`); got != `"sent"` {
		t.Fatalf("Control+Enter: %s", got)
	}
}

func TestTinyMCELikeEditorInIframe(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("tinymce.html"), "Snapshot")
	body := ref(t, snap, `textbox "Rich Text Area`)
	s.ok("browser_click", map[string]any{"target": body})
	s.ok("browser_type", map[string]any{"target": body, "text": "New text", "submit": true})
	if got := s.eval(`() => content_ifr.contentDocument.body.innerText.trim()`); got != `"New text"` {
		t.Fatalf("editor text = %s", got)
	}
	if got := s.eval(`() => document.getElementById('content').value.includes('New text')`); got != `true` {
		t.Fatalf("the hidden textarea was not updated: %s", got)
	}
}

func TestEditContextEditor(t *testing.T) {
	s := newSession(t, mcpserver.Options{})
	snap := section(s.open("editcontext.html"), "Snapshot")
	input := ref(t, snap, `textbox "Editor content"`)
	out := s.ok("browser_click", map[string]any{"target": input})
	if !strings.Contains(out, "focused") {
		t.Fatalf("clicking the editor did not reach its code:\n%s", out)
	}
	s.ok("browser_type", map[string]any{"target": input, "text": "new = 2"})
	if got := s.eval(`() => doc.text`); got != `"new = 2"` {
		t.Fatalf("document after typing = %s", got)
	}
	s.ok("browser_type", map[string]any{"target": input, "text": "ab", "slowly": true, "submit": true})
	if got := s.eval(`() => doc.text`); got != `"new = 2ab\n"` {
		t.Fatalf("document after typing slowly with submit = %s", got)
	}
}

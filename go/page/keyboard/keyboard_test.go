package keyboard

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
)

func TestLookupKey(t *testing.T) {
	for _, c := range []struct {
		name       string
		key, code  string
		vk         int64
		text       string
		isModifier bool
	}{
		{name: "Enter", key: "Enter", code: "Enter", vk: 13, text: "\r"},
		{name: "enter", key: "Enter", code: "Enter", vk: 13, text: "\r"},  // named keys in any case
		{name: "Return", key: "Enter", code: "Enter", vk: 13, text: "\r"}, // an alias
		{name: "esc", key: "Escape", code: "Escape", vk: 27},
		{name: "ArrowDown", key: "ArrowDown", code: "ArrowDown", vk: 40},
		{name: "a", key: "a", code: "KeyA", vk: 65, text: "a"},
		{name: "KeyA", key: "a", code: "KeyA", vk: 65, text: "a"}, // by code: unshifted
		{name: "Digit1", key: "1", code: "Digit1", vk: 49, text: "1"},
		{name: "Slash", key: "/", code: "Slash", vk: 191, text: "/"},
		{name: "A", key: "A", code: "KeyA", vk: 65, text: "A"},
		{name: "1", key: "1", code: "Digit1", vk: 49, text: "1"}, // the main row, not the keypad
		{name: "space", key: " ", code: "Space", vk: 32, text: " "},
		{name: "F5", key: "F5", code: "F5", vk: 116},
		// Modifiers carry the generic virtual keys a browser reports, not
		// the left-hand ones of the key table.
		{name: "Shift", key: "Shift", code: "ShiftLeft", vk: 16, isModifier: true},
		{name: "ctrl", key: "Control", code: "ControlLeft", vk: 17, isModifier: true},
		{name: "Meta", key: "Meta", code: "MetaLeft", vk: 91, isModifier: true},
	} {
		k, err := Lookup(c.name)
		if err != nil {
			t.Errorf("Lookup(%q): %v", c.name, err)
			continue
		}
		if k.Key != c.key || k.Code != c.code || k.Windows != c.vk || k.Text != c.text {
			t.Errorf("Lookup(%q) = key %q code %q vk %d text %q, want %q %q %d %q", c.name, k.Key, k.Code, k.Windows, k.Text, c.key, c.code, c.vk, c.text)
		}
		if _, ok := ModifierBits[k.Key]; ok != c.isModifier {
			t.Errorf("Lookup(%q) is a modifier: %t", c.name, ok)
		}
	}
	// A character no key types is sent as text.
	if k, err := Lookup("é"); err != nil || k.Text != "é" || !k.Print {
		t.Errorf(`Lookup("é") = %+v, %v`, k, err)
	}
	_, err := Lookup("NoSuchKey")
	if err == nil || !strings.Contains(err.Error(), `unknown key "NoSuchKey"`) || !strings.Contains(err.Error(), "Enter") {
		t.Errorf("unknown key: %v", err)
	}
}

func TestParseCombo(t *testing.T) {
	for _, c := range []struct {
		combo, mods, key string
	}{
		{"Enter", "", "Enter"},
		{"Control+Shift+A", "Control Shift", "A"},
		{" ctrl + a ", "Control", " a"}, // modifiers by alias; the key is looked up later
		{"+", "", "+"},
		{"Control++", "Control", "+"},
		{"Shift+Plus", "Shift", "Plus"},
	} {
		mods, key, err := ParseCombo(c.combo)
		if err != nil || strings.Join(mods, " ") != c.mods || key != c.key {
			t.Errorf("ParseCombo(%q) = %q, %q, %v; want %q, %q", c.combo, mods, key, err, c.mods, c.key)
		}
	}
	for combo, says := range map[string]string{
		"":       "no key given",
		"a+b":    `"a" in "a+b" is not a modifier`,
		"Nope+a": `unknown key "Nope"`,
	} {
		if _, _, err := ParseCombo(combo); err == nil || !strings.Contains(err.Error(), says) {
			t.Errorf("ParseCombo(%q) = %v, want an error saying %q", combo, err, says)
		}
	}
}

// eventsText renders key events as "type key code mods text" lines.
func eventsText(evs []*input.DispatchKeyEventParams) string {
	var b strings.Builder
	for _, e := range evs {
		fmt.Fprintf(&b, "%s %q %s %d %q loc=%d\n", e.Type, e.Key, e.Code, e.Modifiers, e.Text, e.Location)
	}
	return b.String()
}

func TestKeyEvents(t *testing.T) {
	for _, c := range []struct {
		combo, want string
	}{
		// A key that types text goes down as keyDown with its text.
		{"a", `keyDown "a" KeyA 0 "a" loc=0
keyUp "a" KeyA 0 "" loc=0
`},
		// Shift+a types "A", with the shift bit on the key's events.
		{"Shift+a", `rawKeyDown "Shift" ShiftLeft 8 "" loc=1
keyDown "A" KeyA 8 "A" loc=0
keyUp "A" KeyA 8 "" loc=0
keyUp "Shift" ShiftLeft 0 "" loc=1
`},
		// With Control held nothing is typed: a shortcut.
		{"Control+a", `rawKeyDown "Control" ControlLeft 2 "" loc=1
rawKeyDown "a" KeyA 2 "" loc=0
keyUp "a" KeyA 2 "" loc=0
keyUp "Control" ControlLeft 0 "" loc=1
`},
		{"Control+Shift+ArrowLeft", `rawKeyDown "Control" ControlLeft 2 "" loc=1
rawKeyDown "Shift" ShiftLeft 10 "" loc=1
rawKeyDown "ArrowLeft" ArrowLeft 10 "" loc=0
keyUp "ArrowLeft" ArrowLeft 10 "" loc=0
keyUp "Shift" ShiftLeft 2 "" loc=1
keyUp "Control" ControlLeft 0 "" loc=1
`},
		{"Enter", `keyDown "Enter" Enter 0 "\r" loc=0
keyUp "Enter" Enter 0 "" loc=0
`},
	} {
		mods, key, err := ParseCombo(c.combo)
		if err != nil {
			t.Fatal(err)
		}
		evs, err := Events(mods, key)
		if err != nil {
			t.Fatalf("Events(%q): %v", c.combo, err)
		}
		if got := eventsText(evs); got != c.want {
			t.Errorf("Events(%q):\n%s\nwant:\n%s", c.combo, got, c.want)
		}
	}
	if _, err := Events(nil, "NoSuchKey"); err == nil {
		t.Error("Events of an unknown key is not an error")
	}
}

func TestTextEvents(t *testing.T) {
	// A capital letter holds Shift; a line break is Enter; a character no
	// key types is sent as its text.
	got := eventsText(TextEvents("aB\né"))
	want := `keyDown "a" KeyA 0 "a" loc=0
keyUp "a" KeyA 0 "" loc=0
keyDown "B" KeyB 8 "B" loc=0
keyUp "B" KeyB 8 "" loc=0
keyDown "Enter" Enter 0 "\r" loc=0
keyUp "Enter" Enter 0 "" loc=0
keyDown "é"  0 "é" loc=0
keyUp "é"  0 "" loc=0
`
	if got != want {
		t.Errorf("TextEvents:\n%s\nwant:\n%s", got, want)
	}
}

// Package keyboard is the keys an agent names (Enter, Control+A, a
// character) as the Input.dispatchKeyEvent events a keyboard sends:
// chromedp's table of Chromium's key definitions, indexed by key and code,
// with the aliases people use.
package keyboard

import (
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp/kb"

	"github.com/electron-mcp/electron-mcp/go/page/refusal"
)

// Modifier bits of Input.dispatch*Event.
const (
	ModAlt   int64 = 1
	ModCtrl  int64 = 2
	ModMeta  int64 = 4
	ModShift int64 = 8
)

// keysByName indexes chromedp's key table (kb.Keys, generated from
// Chromium's own key definitions) by DOM key value ("ArrowDown", "Enter",
// "a") and by code ("KeyA", "Digit1", "ShiftLeft").
var keysByName = func() map[string]*kb.Key {
	m := make(map[string]*kb.Key)
	// Deterministic preference: the lowest rune wins a shared name, which
	// favours the main keyboard over the keypad and left over right.
	runes := make([]rune, 0, len(kb.Keys))
	for r := range kb.Keys {
		runes = append(runes, r)
	}
	sort.Slice(runes, func(i, j int) bool { return runes[i] < runes[j] })
	for _, r := range runes {
		k := kb.Keys[r]
		if _, ok := m[k.Key]; !ok && !strings.HasPrefix(k.Code, "Numpad") && !strings.HasSuffix(k.Code, "Right") {
			m[k.Key] = k
		}
		// A code names the key as pressed without Shift (KeyA types "a",
		// Digit1 types "1"), as in Playwright.
		if prev, ok := m[k.Code]; !ok || prev.Shift && !k.Shift {
			m[k.Code] = k
		}
	}
	// kb describes modifiers by their left/right virtual keys (VK_LSHIFT
	// 160); a browser reports the generic ones (Shift 16), and so do we.
	for name, vk := range map[string]int64{"Shift": 16, "Control": 17, "Alt": 18, "Meta": 91} {
		if k, ok := m[name]; ok {
			generic := *k
			generic.Windows, generic.Native = vk, vk
			m[name] = &generic
		}
	}
	return m
}()

// keyAliases maps names agents use to DOM key values.
var keyAliases = map[string]string{
	"space": " ", "spacebar": " ", "esc": "Escape", "return": "Enter", "del": "Delete",
	"up": "ArrowUp", "down": "ArrowDown", "left": "ArrowLeft", "right": "ArrowRight",
	"ctrl": "Control", "control": "Control", "cmd": "Meta", "command": "Meta", "meta": "Meta",
	"option": "Alt", "alt": "Alt", "shift": "Shift", "controlormeta": "Control",
	"pgup": "PageUp", "pgdn": "PageDown", "ins": "Insert", "plus": "+",
}

// ModifierBits are the modifier bits of the modifier keys, by DOM key value.
var ModifierBits = map[string]int64{"Alt": ModAlt, "Control": ModCtrl, "Meta": ModMeta, "Shift": ModShift}

// Lookup finds the definition of a key name: a DOM key value, a code, an
// alias or a single character.
func Lookup(name string) (*kb.Key, error) {
	if k, ok := keysByName[name]; ok {
		return k, nil
	}
	if a, ok := keyAliases[strings.ToLower(name)]; ok {
		if k, ok := keysByName[a]; ok {
			return k, nil
		}
	}
	if utf8.RuneCountInString(name) == 1 {
		r, _ := utf8.DecodeRuneInString(name)
		if k, ok := kb.Keys[r]; ok {
			return k, nil
		}
		// A character no keyboard key produces: send it as text.
		return &kb.Key{Key: name, Text: name, Unmodified: name, Print: true}, nil
	}
	// Case-insensitive match of a named key (enter, arrowdown, f5).
	for n, k := range keysByName {
		if len(n) > 1 && strings.EqualFold(n, name) {
			return k, nil
		}
	}
	return nil, refusal.Errorf("unknown key %q: use a key name such as Enter, Tab, Escape, ArrowDown, Backspace, F5, a single character, or a combination such as Control+A", name)
}

// ParseCombo splits "Control+Shift+A" into modifier names and the key.
// "+" alone and combinations ending in "++" mean the plus key.
func ParseCombo(combo string) (mods []string, key string, err error) {
	combo = strings.TrimSpace(combo)
	if combo == "" {
		return nil, "", refusal.Errorf("no key given")
	}
	if combo == "+" {
		return nil, "+", nil
	}
	parts := strings.Split(combo, "+")
	if strings.HasSuffix(combo, "++") {
		parts = append(parts[:len(parts)-2], "+")
	}
	key = parts[len(parts)-1]
	for _, m := range parts[:len(parts)-1] {
		k, err := Lookup(strings.TrimSpace(m))
		if err != nil {
			return nil, "", err
		}
		if _, ok := ModifierBits[k.Key]; !ok {
			return nil, "", refusal.Errorf("%q in %q is not a modifier (Alt, Control, Meta, Shift)", m, combo)
		}
		mods = append(mods, k.Key)
	}
	return mods, key, nil
}

// Events returns the events of pressing key while mods are held:
// modifiers down, the key down (with its text when it types one) and up,
// modifiers up.
func Events(mods []string, key string) ([]*input.DispatchKeyEventParams, error) {
	k, err := Lookup(key)
	if err != nil {
		return nil, err
	}
	var evs []*input.DispatchKeyEventParams
	var bits int64
	for _, m := range mods {
		mk, _ := Lookup(m)
		bits |= ModifierBits[m]
		evs = append(evs, Event(input.DispatchKeyEventTypeRawKeyDown, mk, bits, ""))
	}
	text := ""
	if k.Print && bits&(ModCtrl|ModAlt|ModMeta) == 0 {
		text = k.Text
		if bits&ModShift != 0 && len(mods) > 0 {
			// Shift+a types "A": use the shifted key's definition.
			if r, _ := utf8.DecodeRuneInString(k.Text); r != utf8.RuneError {
				if sk, ok := kb.Keys[[]rune(strings.ToUpper(string(r)))[0]]; ok && sk.Code == k.Code {
					k, text = sk, sk.Text
				}
			}
		}
	}
	down := input.DispatchKeyEventTypeRawKeyDown
	if text != "" {
		down = input.DispatchKeyEventTypeKeyDown
	}
	if k.Shift {
		bits |= ModShift
	}
	evs = append(evs, Event(down, k, bits, text), Event(input.DispatchKeyEventTypeKeyUp, k, bits, ""))
	for i := len(mods) - 1; i >= 0; i-- {
		mk, _ := Lookup(mods[i])
		bits &^= ModifierBits[mods[i]]
		evs = append(evs, Event(input.DispatchKeyEventTypeKeyUp, mk, bits, ""))
	}
	return evs, nil
}

// Event is one key event of k, with the modifiers mods held and the text
// it types, if any.
func Event(t input.DispatchKeyEventType, k *kb.Key, mods int64, text string) *input.DispatchKeyEventParams {
	ev := &input.DispatchKeyEventParams{
		Type: t, Modifiers: mods, Key: k.Key, Code: k.Code,
		WindowsVirtualKeyCode: k.Windows, NativeVirtualKeyCode: k.Native,
		Text: text,
	}
	if text != "" {
		ev.UnmodifiedText = k.Unmodified
	}
	switch {
	case strings.HasSuffix(k.Code, "Left") && k.Key != "ArrowLeft":
		ev.Location = 1
	case strings.HasSuffix(k.Code, "Right") && k.Key != "ArrowRight":
		ev.Location = 2
	case strings.HasPrefix(k.Code, "Numpad"):
		ev.Location = 3
	}
	return ev
}

// TextEvents returns the key events that type s one character at a time.
func TextEvents(s string) []*input.DispatchKeyEventParams {
	var evs []*input.DispatchKeyEventParams
	for _, r := range s {
		if r == '\n' {
			r = '\r'
		}
		k, ok := kb.Keys[r]
		if !ok {
			k = &kb.Key{Key: string(r), Text: string(r), Unmodified: string(r), Print: true}
		}
		var mods int64
		if k.Shift {
			mods = ModShift
		}
		text := ""
		down := input.DispatchKeyEventTypeRawKeyDown
		if k.Print {
			text, down = k.Text, input.DispatchKeyEventTypeKeyDown
		}
		evs = append(evs, Event(down, k, mods, text), Event(input.DispatchKeyEventTypeKeyUp, k, mods, ""))
	}
	return evs
}

// Describe names a key with its modifiers, as an agent wrote it.
func Describe(mods []string, key string) string {
	if len(mods) == 0 {
		return key
	}
	return fmt.Sprintf("%s+%s", strings.Join(mods, "+"), key)
}

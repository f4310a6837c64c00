package snapshot

import (
	"encoding/json"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
)

// Small readers for cdproto's accessibility values. An AX value holds raw
// JSON (a string, bool or number); decoding every one through a JSON
// decoder would dominate Build's time, so the common cases are sliced
// directly.

// rawString returns a JSON scalar as text: strings unquoted, other scalars
// as written ("true", "36").
func rawString(v jsonv2.Value) string {
	if len(v) == 0 {
		return ""
	}
	if v[0] != '"' {
		if string(v) == "null" {
			return ""
		}
		return string(v)
	}
	if len(v) >= 2 && !containsByte(v, '\\') {
		return string(v[1 : len(v)-1])
	}
	var s string
	if err := json.Unmarshal(v, &s); err != nil {
		return ""
	}
	return s
}

func containsByte(b []byte, c byte) bool {
	for _, x := range b {
		if x == c {
			return true
		}
	}
	return false
}

func valueString(v *accessibility.Value) string {
	if v == nil {
		return ""
	}
	return rawString(v.Value)
}

func roleOf(n *accessibility.Node) string {
	if n.Role == nil {
		return ""
	}
	return rawString(n.Role.Value)
}

func prop(n *accessibility.Node, name accessibility.PropertyName) *accessibility.Value {
	for _, p := range n.Properties {
		if p.Name == name {
			return p.Value
		}
	}
	return nil
}

// rawIs reports whether a JSON scalar is s, quoted or not (Chromium sends
// true for booleans and "true" for tristates), without allocating.
func rawIs(v jsonv2.Value, s string) bool {
	if len(v) == len(s)+2 && v[0] == '"' && v[len(v)-1] == '"' {
		return string(v[1:len(v)-1]) == s
	}
	return string(v) == s
}

// propTrue reports a boolean or tristate property that is "true".
func propTrue(n *accessibility.Node, name accessibility.PropertyName) bool {
	v := prop(n, name)
	return v != nil && rawIs(v.Value, "true")
}

func hasIgnoredReason(n *accessibility.Node, name accessibility.PropertyName) bool {
	for _, p := range n.IgnoredReasons {
		if p.Name == name {
			return true
		}
	}
	return false
}

// placeholderOf digs the placeholder out of the name's sources: Chromium
// lists it there (type "placeholder") rather than as a property.
func placeholderOf(n *accessibility.Node) string {
	if n.Name == nil {
		return ""
	}
	for _, s := range n.Name.Sources {
		if s.Type == accessibility.ValueSourceTypePlaceholder && s.AttributeValue != nil {
			if p := rawString(s.AttributeValue.Value); p != "" {
				return p
			}
		}
	}
	return ""
}

// labelNodes collects the <label> elements that name some control, so that
// their text, already the control's name, is not printed a second time.
func labelNodes(nodes []*accessibility.Node) map[cdp.BackendNodeID]bool {
	var m map[cdp.BackendNodeID]bool
	for _, n := range nodes {
		if n.Ignored {
			continue
		}
		v := prop(n, accessibility.PropertyNameLabelledby)
		if v == nil {
			continue
		}
		for _, r := range v.RelatedNodes {
			if m == nil {
				m = map[cdp.BackendNodeID]bool{}
			}
			m[r.BackendDOMNodeID] = true
		}
	}
	return m
}

// normSpace collapses runs of white space to one space, trims the ends and
// drops invisible characters (see invisible).
func normSpace(s string) string {
	// Fast path: nothing to do for most names.
	clean := true
	prevSpace := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		sp := c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f' || c == '\v'
		if sp && (prevSpace || c != ' ') {
			clean = false
			break
		}
		if c >= 0x80 { // non-ASCII may hold NBSP, soft hyphens and friends
			clean = false
			break
		}
		prevSpace = sp
	}
	if clean && !prevSpace {
		return s
	}
	var sb strings.Builder
	sb.Grow(len(s))
	space := false // a space is pending
	var prev rune  // the last rune written
	for i, r := range s {
		switch {
		case unicode.IsSpace(r):
			space = sb.Len() > 0
			continue
		case invisible(r, prev, s[i+utf8.RuneLen(r):]):
			continue
		}
		if space {
			sb.WriteByte(' ')
			space = false
			prev = ' '
		}
		sb.WriteRune(r)
		prev = r
	}
	return sb.String()
}

// invisible reports characters that take no room on screen and only get in
// an agent's way (a word broken by a soft hyphen, a zero-width space a rich
// editor left in): soft hyphen, zero-width space, word joiner, byte-order
// mark. Zero-width joiners and non-joiners are kept between two non-Latin
// characters, where they are part of what is written (an emoji family
// 👨‍👩‍👧, Persian and Indic words), and dropped elsewhere.
func invisible(r, prev rune, rest string) bool {
	switch r {
	case '\u00ad', '\u200b', '\u2060', '\ufeff':
		return true
	case '\u200c', '\u200d':
		next, _ := utf8.DecodeRuneInString(rest)
		return prev < 0x300 || next < 0x300 || unicode.IsSpace(next)
	}
	return false
}

// blank reports text that shows nothing: white space and invisible
// characters only.
func blank(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0x80 {
			break // look at runes
		} else if !isSpace(c) && c != '\f' && c != '\v' {
			return false
		}
	}
	for _, r := range s {
		if !unicode.IsSpace(r) && !invisible(r, 0, "") {
			return false
		}
	}
	return true
}

// cleanText prepares text for a `- text:` line. Text without line breaks is
// collapsed like a name. Chromium collapses white space the page does not
// keep, so a line break in text means pre-formatted text (<pre>,
// white-space:pre…): its lines and indentation are kept, invisible
// characters and trailing spaces dropped, blank lines at the ends trimmed.
func cleanText(s string) string {
	if strings.IndexByte(s, '\n') < 0 {
		return normSpace(s)
	}
	var sb strings.Builder
	sb.Grow(len(s))
	pendingLines := 0 // line breaks not yet written (none before the first line)
	for line := range strings.Lines(s) {
		line = strings.TrimRightFunc(line, unicode.IsSpace)
		var lb strings.Builder
		var prev rune
		for i, r := range line {
			switch {
			case r == '\u00a0':
				r = ' '
			case invisible(r, prev, line[i+utf8.RuneLen(r):]):
				continue
			}
			lb.WriteRune(r)
			prev = r
		}
		l := strings.TrimRightFunc(lb.String(), unicode.IsSpace)
		if l == "" {
			if sb.Len() > 0 {
				pendingLines++
			}
			continue
		}
		for ; pendingLines > 0; pendingLines-- {
			sb.WriteByte('\n')
		}
		sb.WriteString(l)
		pendingLines = 1
	}
	return sb.String()
}

package snapshot

import "testing"

func TestNormSpace(t *testing.T) {
	tests := []struct{ in, want string }{
		{"plain", "plain"},
		{"  a \n\t b  ", "a b"},
		{"a\u00a0\u00a0b", "a b"},
		{"Sub\u00admit\u200b", "Submit"},
		{"zero\u200bwidth no\u2060break bom\ufeffx", "zerowidth nobreak bomx"},
		{"\u200b", ""},
		{"a \u200b b", "a b"},
		// Joiners go in Latin text, stay where they shape what is written.
		{"join\u200der non\u200cjoiner", "joiner nonjoiner"},
		{"👨\u200d👩\u200d👧", "👨\u200d👩\u200d👧"},
		{"فارسی\u200cها", "فارسی\u200cها"},
		{"x\u200d👩", "x👩"},
		{"café naïve 日本語", "café naïve 日本語"},
	}
	for _, tt := range tests {
		if got := normSpace(tt.in); got != tt.want {
			t.Errorf("normSpace(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestCleanText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"  a  b ", "a b"},
		// Pre-formatted: lines and indentation stay, trailing spaces and
		// blank lines at the ends go.
		{"def f():\n    return 1\n\nf()", "def f():\n    return 1\n\nf()"},
		{"\n\n  indented  \n\tx\u00a0y\u00ad \n\n", "  indented\n\tx y"},
		{"a\r\nb", "a\nb"},
		{"\n \n", ""},
	}
	for _, tt := range tests {
		if got := cleanText(tt.in); got != tt.want {
			t.Errorf("cleanText(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	for _, s := range []string{" ", "\u200b", " \u00ad\ufeff\n"} {
		if !blank(s) {
			t.Errorf("blank(%q) = false", s)
		}
	}
	if blank(" x ") || blank("\u200bx") {
		t.Error("blank text with something to show")
	}
}

package snapshot

import (
	"errors"
	"testing"
)

func TestFind(t *testing.T) {
	s := buildT(t, loadFrames(t, "content"), NewRefTable())
	tests := []struct {
		query   string
		regex   bool
		context int
		want    string
		count   int
	}{
		{"a link", false, -1, `- main:
  - text: Some bold and italic text with
  - link "a link" [ref=e7]:
    - /url: "#notes"
  - text: inside a paragraph.
  - list:
    - listitem:
      - text: Second item with
      - link "a link" [ref=e8]:
        - /url: /second.html
`, 2},
		{"A LINK", false, 0, `- main:
  - text: Some bold and italic text with
  - link "a link" [ref=e7]:
    - /url: "#notes"
  - text: inside a paragraph.
  - list:
    - listitem:
      - text: Second item with
      - link "a link" [ref=e8]:
        - /url: /second.html
`, 2},
		{`^- heading "(Lists|Table)"`, true, 1, `- main:
  - heading "Lists" [level=2]
  - heading "Table" [level=2]
`, 2},
		{"apple", false, 2, `- main:
  - table "Prices":
    - row: Apple | 1.20
`, 1},
		{"nothing like this", false, 1, "", 0},
	}
	for _, tt := range tests {
		got, n, err := Find(s, tt.query, tt.regex, tt.context)
		if err != nil {
			t.Fatal(err)
		}
		if got != tt.want || n != tt.count {
			t.Errorf("Find(%q, %v, %d) = %d\n%s\nwant %d\n%s", tt.query, tt.regex, tt.context, n, got, tt.count, tt.want)
		}
	}
	// Which item each "Delete" button belongs to.
	todo := buildT(t, loadFrames(t, "todo"), NewRefTable())
	got, n, _ := Find(todo, `button "Delete"`, false, 1)
	want := `- listitem:
  - text: Buy bread
  - button "Delete" [ref=e4]
- listitem:
  - text: Buy milk
  - button "Delete" [ref=e6]
- listitem:
  - text: Write the snapshot package
  - button "Delete" [ref=e8]
`
	if got != want || n != 3 {
		t.Errorf("Delete buttons: %d\n%s", n, got)
	}
	if _, _, err := Find(s, "(", true, 0); err == nil {
		t.Error("bad regex accepted")
	}
	if _, _, err := Find(s, "", false, 0); err == nil {
		t.Error("empty query accepted")
	}
	if _, _, err := Find(nil, "x", false, 0); err == nil || errors.Is(err, ErrStaleRef) {
		t.Error("nil snapshot accepted")
	}
}

package snapshot

import (
	"strconv"
	"testing"
)

// FuzzRefs: telling a ref from a CSS selector (IsRef) agrees with what the
// ref table resolves, whatever the text; every printed ref resolves, also
// in the forms agents copy ("ref=e5", "[ref=e5]", with spaces), to the node
// of its line; and a text that resolves names a printed ref.
func FuzzRefs(f *testing.F) {
	tree := []byte("\x00\x01\x02\x03\x05\x06\x07\x08\x13\x09\x02\x81\x06\x11\x00\x02\x14\x12\x03\x83")
	for _, s := range []string{"e1", "f1e2", "[ref=e3]", "ref=e2", " e1 ", "e01", "f01e1", "fe1", "e", "e0", "f1e",
		"#e1", "E1", "e1e2", "[ref=e1", "e1]", "ref=", "[]", "e99999999999", "f99999999999e1", "button", "div > e1"} {
		f.Add(tree, s)
	}
	f.Fuzz(func(t *testing.T, data []byte, s string) {
		prefix, n, parsed := parseRef(cleanRef(s))
		if IsRef(s) != parsed {
			t.Fatalf("IsRef(%q) = %t, but parseRef says %t", s, IsRef(s), parsed)
		}
		frames := treeFromBytes(data)
		if frames == nil {
			return
		}
		refs := NewRefTable()
		snap, err := Build(frames, refs, Options{})
		if err != nil {
			return
		}
		printed := map[string]Line{}
		for _, l := range snap.Lines {
			if l.Ref == "" {
				continue
			}
			printed[l.Ref] = l
			if !IsRef(l.Ref) {
				t.Fatalf("printed ref %q is not a ref to IsRef", l.Ref)
			}
			fr, node, err := refs.Resolve(l.Ref)
			if err != nil {
				t.Fatalf("printed ref %s does not resolve: %v", l.Ref, err)
			}
			for _, form := range []string{" " + l.Ref + "\t", "ref=" + l.Ref, "[ref=" + l.Ref + "]"} {
				if !IsRef(form) {
					t.Fatalf("IsRef(%q) is false", form)
				}
				f2, n2, err := refs.Resolve(form)
				if err != nil || f2 != fr || n2 != node {
					t.Fatalf("%q resolves to %s/%d (%v), %s to %s/%d", form, f2, n2, err, l.Ref, fr, node)
				}
			}
		}
		if _, _, err := refs.Resolve(s); err == nil {
			if !parsed {
				t.Fatalf("%q resolves but is not a ref", s)
			}
			if _, ok := printed[prefix+"e"+strconv.Itoa(n)]; !ok {
				t.Fatalf("%q resolves, but %se%d is not printed", s, prefix, n)
			}
		}
	})
}

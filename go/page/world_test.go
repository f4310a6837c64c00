package page

import (
	"io/fs"
	"slices"
	"testing"
)

// Every script in aria/ is installed, once, in the order ariaOrder gives
// (or run in the page's world, pageWorldFiles):
// a file added to the directory but not to the list would be left out of
// the page without any other test saying why.
func TestAriaFilesAllInstalled(t *testing.T) {
	names, err := fs.Glob(ariaFiles, "aria/*.js")
	if err != nil {
		t.Fatal(err)
	}
	for i, n := range names {
		names[i] = n[len("aria/"):]
	}
	got := append(slices.Clone(ariaOrder), pageWorldFiles...)
	slices.Sort(got)
	if !slices.Equal(got, names) {
		t.Fatalf("ariaOrder lists %v; aria/ holds %v", ariaOrder, names)
	}
}

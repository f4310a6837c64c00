package aria

import (
	"io/fs"
	"slices"
	"testing"
)

// Every script here is installed, once, in the order order gives (or run
// in the page's world, pageWorld): a file added to the directory but not
// to the list would be left out of the page without any other test saying
// why.
func TestFilesAllInstalled(t *testing.T) {
	names, err := fs.Glob(files, "*.js")
	if err != nil {
		t.Fatal(err)
	}
	got := append(slices.Clone(order), pageWorld...)
	slices.Sort(got)
	if !slices.Equal(got, names) {
		t.Fatalf("order lists %v; the directory holds %v", order, names)
	}
}

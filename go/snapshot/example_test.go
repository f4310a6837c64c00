package snapshot_test

import (
	"fmt"
	"os"
	"strings"

	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"

	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

// go/page gathers []snapshot.Frame from CDP; here they come from a
// recording. One RefTable lives as long as the attached page.
func Example() {
	raw, _ := os.ReadFile("testdata/todo.json")
	var frames []snapshot.Frame
	if err := jsonv2.Unmarshal(raw, &frames); err != nil {
		panic(err)
	}
	refs := snapshot.NewRefTable()

	full, err := snapshot.Build(frames, refs, snapshot.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Print(strings.Join(strings.SplitAfter(full.Text, "\n")[:4], "")) // the first lines

	// Narrow to one section by its ref.
	part, _ := snapshot.Build(frames, refs, snapshot.Options{Target: "e12"})
	fmt.Print(part.Text)

	// Search, with one ancestor line of context.
	found, n, _ := snapshot.Find(full, "milk", false, 1)
	fmt.Printf("%d matches:\n%s", n, found)

	// After an action: only what changed ("" here: nothing did).
	again, _ := snapshot.Build(frames, refs, snapshot.Options{})
	fmt.Printf("diff: %q\n", snapshot.Diff(full, again))

	// A ref from before a navigation is reported as stale.
	refs.ResetAll()
	_, _, err = refs.Resolve("e12")
	fmt.Println(err)
	// Output:
	// - heading "todos" [level=1]
	// - textbox "What needs to be done?" [focused] [ref=e1]: milk
	// - label [ref=e2]: Mark all as complete
	// - list:
	// - button "Clear completed" [ref=e12]
	// 2 matches:
	// - heading "todos" [level=1]
	// - textbox "What needs to be done?" [focused] [ref=e1]: milk
	// - listitem:
	//   - text: Buy milk
	// diff: ""
	// snapshot: ref e12 is stale: the page navigated since it was issued; call browser_snapshot for fresh refs
}

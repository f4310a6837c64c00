package bench

import (
	"bytes"
	"encoding/json"
	"fmt"
	"unicode/utf8"
)

// PlaywrightDefaultToolListChars is what the default tools/list of
// @playwright/mcp 0.0.83 costs, by ToolListChars: 25 tools. Measured with
// `node cli.js --headless --isolated` (from `npm install @playwright/mcp@0.0.83`),
// as JSON.stringify(result.tools).length, and measured again side by side
// with ours by scripts/bench (electron-mcp-bench -only tools).
const PlaywrightDefaultToolListChars = 20286

// ToolListChars returns what the result of a tools/list costs an agent: the
// characters of its tools array as compact JSON, without the HTML escaping
// of Go's encoder (a client reads "<select>", not "\u003cselect\u003e"),
// and the number of tools.
func ToolListChars(result json.RawMessage) (chars, tools int, err error) {
	var r struct {
		Tools []json.RawMessage `json:"tools"`
	}
	if err := json.Unmarshal(result, &r); err != nil {
		return 0, 0, fmt.Errorf("tools/list result: %w", err)
	}
	var v any
	d := json.NewDecoder(bytes.NewReader(result))
	d.UseNumber()
	if err := d.Decode(&v); err != nil {
		return 0, 0, err
	}
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	if err := e.Encode(v.(map[string]any)["tools"]); err != nil {
		return 0, 0, err
	}
	return utf8.RuneCount(bytes.TrimSuffix(b.Bytes(), []byte("\n"))), len(r.Tools), nil
}

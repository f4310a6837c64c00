package inpage

import (
	"encoding/json"
	"math"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
)

func TestSplitTakesFunctionsAndDropsComments(t *testing.T) {
	src := "// @ts-check\n// about the file\n\n/**\n * @param {number} a\n */\nfunction one(a) {\n  // a comment\n  /** @type {Node} */\n  const n = /** @type {Node} */ (a);\n\n  return two(n) + 1; // kept\n}\n\n/** @returns {number} */\nasync function two(b) {\n  return b;\n}\n"
	fns, idx := load(fstest.MapFS{"a.js": {Data: []byte(src)}})
	if len(fns) != 2 || fns[idx["one"]].name != "one" || fns[idx["two"]].name != "two" {
		t.Fatalf("got %d functions: %v", len(fns), idx)
	}
	if got, want := fns[idx["one"]].code, "function one(a) {\nconst n = (a);\nreturn two(n) + 1; // kept\n}"; got != want {
		t.Errorf("one's code is %q, want %q", got, want)
	}
	if u := fns[idx["one"]].uses; len(u) != 1 || u[0] != idx["two"] {
		t.Errorf("one uses %v, want two", u)
	}
}

func TestSplitRefusesWhatItCannotRead(t *testing.T) {
	for name, src := range map[string]string{
		"no ts-check":       "function a() {\n}\n",
		"a statement":       "// @ts-check\nconst x = 1;\n",
		"an arrow":          "// @ts-check\nconst a = () => 1;\n",
		"no closing brace":  "// @ts-check\nfunction a() {\n  return 1; }\n",
		"an indented decl":  "// @ts-check\n  function a() {\n}\n",
		"code after a doc":  "// @ts-check\n/** doc */ let y;\n",
		"a long template":   "// @ts-check\nfunction a() {\n  return `a\n  b`;\n}\n",
		"twice in one file": "// @ts-check\nfunction a() {\n}\nfunction a() {\n}\n",
	} {
		t.Run(name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("load took %q", src)
				}
			}()
			load(fstest.MapFS{"a.js": {Data: []byte(src)}})
		})
	}
}

// A function of the files comes with the helpers it calls, theirs too,
// and nothing else.
func TestFuncCarriesItsHelpers(t *testing.T) {
	got := Func("clickPointWatched")
	for _, want := range []string{"function clickPoint(", "function watchStill(", "function boxKey(", "function movingAnimations(", "function animatedProps(", "function elementOf(", "return clickPointWatched.apply(this, arguments);"} {
		if !strings.Contains(got, want) {
			t.Errorf("clickPointWatched lacks %q", want)
		}
	}
	for _, not := range []string{"function standStill(", "function prepareFill(", "// "} {
		if strings.Contains(got, not) {
			t.Errorf("clickPointWatched carries %q", not)
		}
	}
	if got := Func("visibleLabel"); !strings.HasPrefix(got, "function visibleLabel()") {
		t.Errorf("a function without helpers is sent as it is, got %.40q", got)
	}
}

// A helper whose result is spread (...helper()) is a helper all the
// same, not a property: the quiet's watch of the focus's shadow roots
// went without its helper, and threw.
func TestSpreadHelperCarried(t *testing.T) {
	all, idx := load(fstest.MapFS{"a.js": {Data: []byte("// @ts-check\nfunction a() {\nreturn [x.b, ...b()];\n}\nfunction b() {\nreturn [];\n}\n")}})
	if uses := all[idx["a"]].uses; len(uses) != 1 || all[uses[0]].name != "b" {
		t.Errorf("a uses %v, want b", uses)
	}
}

func TestExprCallsWithLiterals(t *testing.T) {
	e := Expr("elementAt")
	got := e.Call(1.5, math.NaN())
	if !strings.HasSuffix(got, "return elementAt(1.5, NaN);\n})()") || !strings.HasPrefix(got, "(() => {\nfunction elementAt(x, y) {") {
		t.Errorf("got %q", got)
	}
	if got := Expr("waitText").Call("a \"b\"\u2028", true, int64(12)); !strings.Contains(got, `return waitText("a \"b\"`+"\u2028"+`", true, 12);`) {
		t.Errorf("got %q", got)
	}
	for _, f := range []float64{math.Inf(1), math.Inf(-1)} {
		if got := literal(f); got != map[bool]string{true: "Infinity", false: "-Infinity"}[f > 0] {
			t.Errorf("literal(%v) = %s", f, got)
		}
	}
}

// A helper a function calls must not be hidden by a local of the same
// name in the function: the local would be called instead.
func TestNoLocalHidesAHelper(t *testing.T) {
	for _, f := range funcs {
		for _, j := range f.uses {
			name := funcs[j].name
			re := regexp.MustCompile(`(?:const|let|var|function)\s+` + regexp.QuoteMeta(name) + `\b|[(,]\s*` + regexp.QuoteMeta(name) + `\s*(?:[,)]|=>)`)
			if loc := re.FindStringIndex(f.code); loc != nil {
				t.Errorf("%s: %s declares a local %s, which hides the helper", f.file, f.name, name)
			}
		}
	}
}

// Every script as CDP gets it parses (node compiles each without running
// it): the splitting kept whole functions.
func TestEveryScriptParses(t *testing.T) {
	var srcs []string
	for _, f := range funcs {
		srcs = append(srcs, "return ("+Func(f.name)+");", Expr(f.name).Call())
	}
	b, _ := json.Marshal(srcs)
	cmd := exec.Command("node", "-e", `
const srcs = JSON.parse(require('fs').readFileSync(0, 'utf8'));
for (const s of srcs) {
  try { new Function(s); } catch (e) { console.error(e.message + ' in:\n' + s.slice(0, 300)); process.exitCode = 1; }
}`)
	cmd.Stdin = strings.NewReader(string(b))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
}

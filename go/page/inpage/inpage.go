// Package inpage holds the scripts that package page runs in the page for
// its actions (hit tests, typing, drags, waits), as type-checked
// JavaScript: the .js files of this directory (`// @ts-check`, checked by
// tsc against the DOM with tsconfig.json and types.d.ts), embedded here.
// The snapshot scripts, installed once per world, are apart, in
// ../aria/.
//
// Each file holds top-level function declarations only, with JSDoc types:
// a declaration starts with "function name(" at the start of a line and
// ends at the next line that is a lone "}"; between them there are only
// blank lines and comments. Func and Expr build, once, what CDP takes for
// one of them: the function with the helpers it calls (found by name, and
// theirs in turn), so that a helper is written once and sent with each
// script that uses it. What is sent leaves out what only readers and tsc
// need: comments on lines of their own, JSDoc casts, indentation (so a
// template literal must not span lines).
package inpage

import (
	"embed"
	"fmt"
	"io/fs"
	"math"
	"regexp"
	"strings"

	"github.com/chromedp/cdproto/cdp/jsonv2"
)

//go:embed *.js
var files embed.FS

// fn is one top-level function of the files.
type fn struct {
	name string
	file string
	code string // its declaration, without whole-line comments
	uses []int  // the functions it calls, by index in funcs
}

// funcs are the files' functions in file order; byName indexes them.
var funcs, byName = load(files)

var (
	declRe  = regexp.MustCompile(`^(?:async )?function ([A-Za-z_$][\w$]*)\(`)
	identRe = regexp.MustCompile(`[A-Za-z_$][\w$]*`)
	// castRe is a JSDoc type cast, /** @type {T} */ (x): for tsc only.
	castRe = regexp.MustCompile(`/\*\*\s*@type\s*\{[^*]*\}\s*\*/\s*`)
)

// load splits the files into their functions and finds which call which.
// A file it cannot read that way is a mistake in this package: it panics,
// which every test of the packages that use it shows.
func load(fsys fs.FS) ([]*fn, map[string]int) {
	names, err := fs.Glob(fsys, "*.js")
	if err != nil || len(names) == 0 {
		panic(fmt.Sprintf("inpage: no scripts (%v)", err))
	}
	var all []*fn
	idx := map[string]int{}
	for _, file := range names {
		b, err := fs.ReadFile(fsys, file)
		if err != nil {
			panic("inpage: " + err.Error())
		}
		got, err := split(file, string(b))
		if err != nil {
			panic("inpage: " + err.Error())
		}
		for _, f := range got {
			if _, dup := idx[f.name]; dup {
				panic(fmt.Sprintf("inpage: %s: function %s is declared twice", file, f.name))
			}
			idx[f.name] = len(all)
			all = append(all, f)
		}
	}
	for i, f := range all {
		seen := map[int]bool{}
		for _, loc := range identRe.FindAllStringIndex(f.code, -1) {
			if loc[0] > 0 && f.code[loc[0]-1] == '.' && !strings.HasSuffix(f.code[:loc[0]], "...") {
				continue // a property, not a function of ours (a spread's is)
			}
			if j, ok := idx[f.code[loc[0]:loc[1]]]; ok && j != i && !seen[j] {
				seen[j] = true
				f.uses = append(f.uses, j)
			}
		}
	}
	return all, idx
}

// split cuts a file into its top-level functions.
func split(file, src string) ([]*fn, error) {
	lines := strings.Split(src, "\n")
	if strings.TrimSpace(lines[0]) != "// @ts-check" {
		return nil, fmt.Errorf("%s: the first line is not // @ts-check", file)
	}
	var out []*fn
	var cur *fn
	var body []string
	inDoc := false
	for n, line := range lines {
		trimmed := strings.TrimSpace(line)
		switch {
		case strings.Count(line, "`")%2 == 1:
			return nil, fmt.Errorf("%s:%d: a template literal over several lines (what is sent loses the lines' indentation)", file, n+1)
		case inDoc:
			inDoc = !strings.Contains(line, "*/")
			if !inDoc && !strings.HasSuffix(trimmed, "*/") {
				return nil, fmt.Errorf("%s:%d: code after a comment on one line", file, n+1)
			}
		case trimmed == "" || strings.HasPrefix(trimmed, "//"):
		case strings.HasPrefix(trimmed, "/*"):
			inDoc = !strings.Contains(line, "*/")
			if !inDoc && !strings.HasSuffix(trimmed, "*/") {
				return nil, fmt.Errorf("%s:%d: code after a comment on one line", file, n+1)
			}
		case cur != nil:
			if line == "}" {
				body = append(body, line)
				cur.code = strings.Join(body, "\n")
				out = append(out, cur)
				cur, body = nil, nil
			} else {
				body = append(body, castRe.ReplaceAllString(trimmed, ""))
			}
		default:
			m := declRe.FindStringSubmatch(line)
			if m == nil {
				return nil, fmt.Errorf("%s:%d: only function declarations and comments may stand at the top level", file, n+1)
			}
			cur, body = &fn{name: m[1], file: file}, []string{line}
		}
	}
	if cur != nil {
		return nil, fmt.Errorf("%s: function %s has no closing } on a line of its own", file, cur.name)
	}
	return out, nil
}

// closure is the function named and every function it calls, directly or
// through others, in file order.
func closure(name string) []*fn {
	i, ok := byName[name]
	if !ok {
		panic("inpage: no function " + name)
	}
	in := map[int]bool{i: true}
	todo := []int{i}
	for len(todo) > 0 {
		f := funcs[todo[len(todo)-1]]
		todo = todo[:len(todo)-1]
		for _, j := range f.uses {
			if !in[j] {
				in[j] = true
				todo = append(todo, j)
			}
		}
	}
	var out []*fn
	for j, f := range funcs {
		if in[j] {
			out = append(out, f)
		}
	}
	return out
}

// helpers is the code of what name calls, and its own.
func helpers(name string) (deps, self string) {
	var sb strings.Builder
	for _, f := range closure(name) {
		if f.name == name {
			self = f.code
			continue
		}
		sb.WriteString(f.code)
		sb.WriteString("\n")
	}
	return sb.String(), self
}

// Func returns the function declaration that Runtime.callFunctionOn
// takes to run the function name, with this and the arguments of the
// call: the function itself when it calls no other, else a function that
// declares the ones it calls and applies it. It panics on a name the files
// do not declare; call it once, at init.
func Func(name string) string {
	deps, self := helpers(name)
	if deps == "" {
		return self
	}
	return "function() {\n" + deps + self + "\nreturn " + name + ".apply(this, arguments);\n}"
}

// An Expression is a function of the files, ready to be called in an
// expression for Runtime.evaluate.
type Expression struct{ head, tail string }

// Expr prepares the function name (and the ones it calls) for
// Runtime.evaluate. It panics on a name the files do not declare; call it
// once, at init.
func Expr(name string) Expression {
	deps, self := helpers(name)
	return Expression{head: "(() => {\n" + deps + self + "\nreturn " + name + "(", tail: ");\n})()"}
}

// Call returns an expression that calls the function with args, each
// written as a JavaScript literal (JSON; floats that JSON has no words
// for as NaN and Infinity).
func (e Expression) Call(args ...any) string {
	var sb strings.Builder
	sb.WriteString(e.head)
	for i, a := range args {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(literal(a))
	}
	sb.WriteString(e.tail)
	return sb.String()
}

// literal is v as a JavaScript literal. Values JSON cannot encode are a
// mistake of the caller: it panics.
func literal(v any) string {
	if f, ok := v.(float64); ok && (math.IsNaN(f) || math.IsInf(f, 0)) {
		switch {
		case math.IsNaN(f):
			return "NaN"
		case f > 0:
			return "Infinity"
		}
		return "-Infinity"
	}
	b, err := jsonv2.Marshal(v)
	if err != nil {
		panic("inpage: " + err.Error())
	}
	return string(b)
}

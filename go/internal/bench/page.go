package bench

import (
	"fmt"
	"strings"
)

// PageSizes are the element counts the snapshot benchmarks use.
var PageSizes = []int{100, 1_000, 10_000, 50_000}

// GeneratedPage returns an HTML page of about n elements (never fewer)
// shaped like an ordinary web app: a header with navigation, then cards of
// nested <div>s, each with a heading, prose with an inline link and
// emphasis, a list of links, a small form row (label, number input,
// checkbox, button) and, every fourth card, a <select> and a two-row table.
// Every element is visible.
func GeneratedPage(n int) string {
	g := &pageGen{}
	g.b.WriteString("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Generated ")
	fmt.Fprintf(&g.b, "%d", n)
	g.b.WriteString("</title><style>body{font:14px sans-serif;margin:1rem} .card{border:1px solid #ccc;margin:.5rem 0;padding:.5rem} .row{display:flex;gap:.5rem;align-items:center}</style></head>\n<body>")
	g.open("header")
	g.open("nav")
	g.open("ul")
	for i, s := range []string{"Home", "Products", "About", "Contact"} {
		g.open("li")
		g.elem("a", fmt.Sprintf(` href="/section/%d"`, i), s)
		g.close("li")
	}
	g.close("ul")
	g.close("nav")
	g.close("header")
	g.open("main")
	for c := 0; g.elements < n-1; c++ {
		g.card(c)
	}
	g.close("main")
	g.b.WriteString("</body></html>\n")
	return g.b.String()
}

type pageGen struct {
	b        strings.Builder
	elements int
}

func (g *pageGen) open(tag string) { g.openAttr(tag, "") }

func (g *pageGen) openAttr(tag, attrs string) {
	g.elements++
	g.b.WriteString("<" + tag + attrs + ">")
}

func (g *pageGen) close(tag string) { g.b.WriteString("</" + tag + ">") }

func (g *pageGen) elem(tag, attrs, text string) {
	g.openAttr(tag, attrs)
	g.b.WriteString(text)
	g.close(tag)
}

func (g *pageGen) void(tag, attrs string) {
	g.elements++
	g.b.WriteString("<" + tag + attrs + ">")
}

func (g *pageGen) card(c int) {
	g.openAttr("div", ` class="card"`)
	g.openAttr("div", ` class="head"`)
	g.elem("h3", "", fmt.Sprintf("Card %d", c))
	g.elem("span", ` class="badge"`, "new")
	g.close("div")
	g.open("p")
	fmt.Fprintf(&g.b, "Some descriptive text for card %d, long enough to read like prose, with ", c)
	g.elem("a", fmt.Sprintf(` href="/cards/%d"`, c), "a link")
	g.b.WriteString(" and ")
	g.elem("em", "", "some emphasis")
	g.b.WriteString(".")
	g.close("p")
	g.open("ul")
	for i := 0; i < 3; i++ {
		g.open("li")
		g.elem("a", fmt.Sprintf(` href="/cards/%d/%d"`, c, i), fmt.Sprintf("Item %d.%d", c, i))
		g.close("li")
	}
	g.close("ul")
	g.openAttr("div", ` class="row"`)
	g.open("label")
	g.b.WriteString("Quantity ")
	g.void("input", ` type="number" value="1" min="0"`)
	g.close("label")
	g.void("input", fmt.Sprintf(` type="checkbox" aria-label="Favourite %d"`, c))
	g.elem("button", "", fmt.Sprintf("Add %d", c))
	g.close("div")
	if c%4 == 0 {
		g.open("div")
		g.openAttr("select", fmt.Sprintf(` aria-label="Size %d"`, c))
		for _, s := range []string{"Small", "Medium", "Large"} {
			g.elem("option", "", s)
		}
		g.close("select")
		g.open("table")
		g.open("tbody")
		for r := 0; r < 2; r++ {
			g.open("tr")
			g.elem("td", "", fmt.Sprintf("Row %d", r))
			g.elem("td", "", fmt.Sprintf("%d.%02d", c, r))
			g.close("tr")
		}
		g.close("tbody")
		g.close("table")
		g.close("div")
	}
	g.close("div")
}

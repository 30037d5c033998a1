package mutantes

import (
	"go/ast"
	"go/token"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// The articles of a mutant: those that the code it changes enforces. They
// are read from its function: the doc comment and the comments inside,
// the article of every RuleError it builds (a string literal such as
// "FEM-VI.2") and the default article of every error code it names
// (engine/errors.go: ErrNotYourTurn is FEM IV.4, III.11, VI.2). Only ids
// of the catalog (reference/) count; a function that names none gives
// mutants of no article, and the report says so.

// idItem is one item of a list of FEM ids after "FEM": VI, VI.4,
// Intro.E.
const idItem = `(?:Intro\.[A-Z]|[IVX]+(?:\.[0-9]+)?)`

var (
	femList    = regexp.MustCompile(`FEM[ -](` + idItem + `(?:(?:\s*[,/–]\s*|\s+(?:y|and)\s+)` + idItem + `)*)`)
	femItem    = regexp.MustCompile(idItem + `|[,/–]`)
	convID     = regexp.MustCompile(`CONVENCION-[a-z0-9]+(?:-[a-z0-9]+)*`)
	errCodeRef = regexp.MustCompile(`^Err[A-Z][A-Za-z0-9]*$`)
)

// idsIn returns the catalog-looking ids a text names, FEM ranges such as
// "FEM VI.9–VI.12" expanded.
func idsIn(text string) []string {
	var out []string
	for _, m := range femList.FindAllStringSubmatch(text, -1) {
		items := femItem.FindAllString(m[1], -1)
		prev := ""
		for i := 0; i < len(items); i++ {
			it := items[i]
			switch it {
			case ",", "/":
				continue
			case "–":
				if i+1 < len(items) && prev != "" {
					out = append(out, expandRange(prev, items[i+1])...)
				}
				continue
			}
			out = append(out, "FEM-"+it)
			prev = it
		}
	}
	out = append(out, convID.FindAllString(text, -1)...)
	return out
}

// expandRange returns the articles strictly between two of the same
// chapter (VI.9–VI.12 gives VI.10 and VI.11; the ends are listed already).
func expandRange(from, to string) []string {
	fc, fn, ok1 := strings.Cut(from, ".")
	tc, tn, ok2 := strings.Cut(to, ".")
	a, err1 := strconv.Atoi(fn)
	b, err2 := strconv.Atoi(tn)
	if !ok1 || !ok2 || fc != tc || err1 != nil || err2 != nil {
		return nil
	}
	var out []string
	for n := a + 1; n < b; n++ {
		out = append(out, "FEM-"+fc+"."+strconv.Itoa(n))
	}
	return out
}

// codeArticles returns the articles of each error code constant of
// engine/errors.go, from its doc comment.
func codeArticles(files []*ast.File) map[string][]string {
	out := map[string][]string{}
	for _, f := range files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, s := range gd.Specs {
				vs := s.(*ast.ValueSpec)
				if vs.Doc == nil {
					continue
				}
				for _, n := range vs.Names {
					if errCodeRef.MatchString(n.Name) {
						out[n.Name] = idsIn(vs.Doc.Text())
					}
				}
			}
		}
	}
	return out
}

// articleFinder returns the Generate callback that finds the articles of a
// function; known filters the ids (the catalog's lookup).
func articleFinder(files []*ast.File, known func(string) bool) func(*ast.File, *ast.FuncDecl) []string {
	codes := codeArticles(files)
	return func(f *ast.File, fd *ast.FuncDecl) []string {
		var ids []string
		if fd.Doc != nil {
			ids = append(ids, idsIn(fd.Doc.Text())...)
		}
		for _, cg := range f.Comments {
			if cg.Pos() >= fd.Body.Lbrace && cg.End() <= fd.Body.Rbrace {
				ids = append(ids, idsIn(cg.Text())...)
			}
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BasicLit:
				if n.Kind == token.STRING {
					if s, err := strconv.Unquote(n.Value); err == nil {
						ids = append(ids, idsIn(s)...)
					}
				}
			case *ast.Ident:
				ids = append(ids, codes[n.Name]...)
			}
			return true
		})
		set := map[string]bool{}
		for _, id := range ids {
			if known == nil || known(id) {
				set[id] = true
			}
		}
		out := make([]string, 0, len(set))
		for id := range set {
			out = append(out, id)
		}
		sort.Strings(out)
		return out
	}
}

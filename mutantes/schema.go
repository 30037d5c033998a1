package mutantes

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/printer"
	"go/token"
	"sort"
	"strconv"
	"strings"
)

// The schema: one copy of each file of engine/ with mutants, given to the
// compiler with -overlay. In it every function with mutants becomes
//
//	func (s *State) f(a int) T {          // the dispatcher
//		switch mutantsw.Active {
//		case 12: return s.f_mut12(a)
//		…
//		}
//		mutantsw.Hit(40); …original statements, each after its Hit…
//	}
//	func (s *State) f_mut12(a int) T { …the body with mutant 12… }
//
// so that the program runs the original unless the mutant named by
// MUSFEM_MUTANTE is one of f's. A copy that does not compile drops its
// mutant (build.go).

// importAlias is the name the schema gives internal/mutant.
const importAlias = "mutantsw"

// schemaFile is the overlay text of one file and where each mutant's copy
// sits in it.
type schemaFile struct {
	path   string // engine/eval.go
	text   []byte
	copies map[int][2]int // mutant id → first and last line of its copy
}

// schema writes the overlay files for the mutants not in drop.
func (g *Generated) schema(drop map[int]bool) ([]schemaFile, error) {
	byFunc := g.byFunc()
	var out []schemaFile
	for _, sf := range g.files {
		var fns []*function
		for _, fn := range sf.fns {
			if len(live(byFunc[fn], drop)) > 0 {
				fns = append(fns, fn)
			}
		}
		if len(fns) == 0 {
			continue
		}
		var b bytes.Buffer
		type copyAt struct {
			id         int
			start, end int // byte offsets in b
		}
		var copies []copyAt
		src := sf.src
		pos := func(p token.Pos) int { return g.fset.Position(p).Offset }
		// The package clause, then the import of the switchboard.
		cut := pos(sf.ast.Name.End())
		b.Write(src[:cut])
		b.WriteString("\n\nimport " + importAlias + " \"github.com/musfem/musfem/internal/mutant\"\n")
		last := cut
		for _, fn := range fns {
			fd := fn.decl
			from, to := pos(fd.Pos()), pos(fd.End())
			b.Write(src[last:from])
			d, err := g.dispatcher(fn, live(byFunc[fn], drop))
			if err != nil {
				return nil, err
			}
			b.WriteString(d)
			for _, m := range live(byFunc[fn], drop) {
				b.WriteString("\n\n")
				start := b.Len()
				b.WriteString(g.mutatedCopy(fn, m))
				copies = append(copies, copyAt{m.ID, start, b.Len()})
			}
			last = to
		}
		b.Write(src[last:])
		text := b.Bytes()
		f := schemaFile{path: sf.path, text: text, copies: map[int][2]int{}}
		for _, c := range copies {
			f.copies[c.id] = [2]int{1 + bytes.Count(text[:c.start], []byte("\n")), 1 + bytes.Count(text[:c.end], []byte("\n"))}
		}
		out = append(out, f)
	}
	return out, nil
}

// live returns the mutants not dropped.
func live(ms []*Mutant, drop map[int]bool) []*Mutant {
	var out []*Mutant
	for _, m := range ms {
		if !drop[m.ID] {
			out = append(out, m)
		}
	}
	return out
}

// copyName is the name of a mutant's copy of its function.
func copyName(fd *ast.FuncDecl, id int) string { return fd.Name.Name + "_mut" + strconv.Itoa(id) }

// mutatedCopy returns the function's text renamed for the mutant, with
// the mutant's change.
func (g *Generated) mutatedCopy(fn *function, m *Mutant) string {
	src := fn.file.src
	fd := fn.decl
	from := g.fset.Position(fd.Pos()).Offset
	to := g.fset.Position(fd.End()).Offset
	name := g.fset.Position(fd.Name.Pos()).Offset
	var b strings.Builder
	b.Write(src[from:name])
	b.WriteString(copyName(fd, m.ID))
	b.Write(src[name+len(fd.Name.Name) : m.start])
	b.WriteString(m.Mutated)
	b.Write(src[m.end:to])
	return b.String()
}

// dispatcher returns the function's text that runs a mutant's copy when
// that mutant is on and the original body, with a Hit before each
// statement, otherwise.
func (g *Generated) dispatcher(fn *function, ms []*Mutant) (string, error) {
	fd := fn.decl
	sig, recv, args, err := g.signature(fd)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString(sig)
	b.WriteString(" {\n\tswitch " + importAlias + ".Active {\n")
	results := fd.Type.Results != nil && len(fd.Type.Results.List) > 0
	for _, m := range ms {
		call := copyName(fd, m.ID) + typeArgs(fd) + "(" + args + ")"
		if recv != "" {
			call = recv + "." + call
		}
		if results {
			fmt.Fprintf(&b, "\tcase %d:\n\t\treturn %s\n", m.ID, call)
		} else {
			fmt.Fprintf(&b, "\tcase %d:\n\t\t%s\n\t\treturn\n", m.ID, call)
		}
	}
	b.WriteString("\t}\n")
	// The original body, a Hit before each statement.
	src := fn.file.src
	lb := g.fset.Position(fd.Body.Lbrace).Offset + 1
	rb := g.fset.Position(fd.Body.Rbrace).Offset
	stmts := append([]stmtAt(nil), fn.stmts...)
	sort.SliceStable(stmts, func(i, j int) bool { return stmts[i].off < stmts[j].off })
	last := lb
	for _, s := range stmts {
		b.Write(src[last:s.off])
		fmt.Fprintf(&b, "%s.Hit(%d); ", importAlias, s.n)
		last = s.off
	}
	b.Write(src[last:rb])
	b.WriteString("}")
	return b.String(), nil
}

// signature prints the function's signature with every receiver and
// parameter named (the unnamed ones get _mutR and _mutP0…), and returns
// the receiver's name and the arguments that forward the parameters.
func (g *Generated) signature(fd *ast.FuncDecl) (sig, recv, args string, err error) {
	named := func(fl *ast.FieldList, prefix string) (*ast.FieldList, []string) {
		if fl == nil {
			return nil, nil
		}
		out := &ast.FieldList{Opening: fl.Opening, Closing: fl.Closing}
		var names []string
		k := 0
		for _, f := range fl.List {
			nf := &ast.Field{Type: f.Type}
			if len(f.Names) == 0 {
				nf.Names = []*ast.Ident{ast.NewIdent(prefix + strconv.Itoa(k))}
				k++
			}
			for _, n := range f.Names {
				id := n.Name
				if id == "_" {
					id = prefix + strconv.Itoa(k)
					k++
				}
				nf.Names = append(nf.Names, ast.NewIdent(id))
			}
			for _, n := range nf.Names {
				a := n.Name
				if _, ok := f.Type.(*ast.Ellipsis); ok {
					a += "..."
				}
				names = append(names, a)
			}
			out.List = append(out.List, nf)
		}
		return out, names
	}
	nfd := &ast.FuncDecl{Name: fd.Name, Type: &ast.FuncType{Func: fd.Type.Func, TypeParams: fd.Type.TypeParams, Results: fd.Type.Results}}
	var rnames []string
	nfd.Recv, rnames = named(fd.Recv, "_mutR")
	var pnames []string
	nfd.Type.Params, pnames = named(fd.Type.Params, "_mutP")
	if nfd.Type.Params == nil {
		nfd.Type.Params = &ast.FieldList{}
	}
	var b bytes.Buffer
	if err := printer.Fprint(&b, g.fset, nfd); err != nil {
		return "", "", "", err
	}
	if len(rnames) > 0 {
		recv = rnames[0]
	}
	return b.String(), recv, strings.Join(pnames, ", "), nil
}

// typeArgs returns "[T, U]" for a generic function, "" otherwise.
func typeArgs(fd *ast.FuncDecl) string {
	if fd.Type.TypeParams == nil {
		return ""
	}
	var names []string
	for _, f := range fd.Type.TypeParams.List {
		for _, n := range f.Names {
			names = append(names, n.Name)
		}
	}
	return "[" + strings.Join(names, ", ") + "]"
}

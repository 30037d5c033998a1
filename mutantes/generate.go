package mutantes

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/constant"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Mutant is one small change to one function of engine/.
type Mutant struct {
	ID       int    `json:"id"`       // from 1, in file, position and operator order
	File     string `json:"file"`     // engine/eval.go
	Func     string `json:"func"`     // Winner, (*State).lanceWinner
	Line     int    `json:"line"`     // of the text changed
	Col      int    `json:"col"`      //
	Operator string `json:"operator"` // one of Operators
	Original string `json:"original"` // the text changed
	Mutated  string `json:"mutated"`  // what it becomes
	// Key names the mutant across runs and edits elsewhere: file, function,
	// operator, texts and the occurrence of the same change in the same
	// function. mutantes/equivalentes/*.toml use it.
	Key string `json:"key"`

	start, end int       // byte offsets of the text changed in the file
	stmt       int       // statement whose run reaches the mutant (coverage)
	fn         *function // the function it changes
}

// Operators are the kinds of mutants, with what each does (Spanish, for
// the report).
var Operators = []struct{ Name, Does string }{
	{"comparacion-limite", "< ↔ <=, > ↔ >="},
	{"comparacion-negada", "== ↔ !=, < → >=, <= → >, > → <=, >= → <"},
	{"aritmetica", "+ ↔ -, * ↔ /, % → *, & ↔ |, << ↔ >>, ^ → &"},
	{"asignacion", "+= ↔ -=, y las demás asignaciones con operación"},
	{"incremento", "++ ↔ --"},
	{"constante", "un entero n → n+1 y n-1; true ↔ false"},
	{"logico", "&& ↔ ||"},
	{"quitar-operando", "a && b → a, → b; a || b → a, → b"},
	{"negar-condicion", "if c → if !(c)"},
	{"quitar-condicion", "if c → if true"},
	{"intercambiar-ramas", "if c {A} else {B} → if c {B} else {A}"},
	{"quitar-sentencia", "una sentencia (llamada, asignación, if, bucle, break, continue) desaparece"},
	{"asiento", "Next ↔ Prev; Next, Prev, Partner, Other → el mismo asiento o pareja"},
	{"negativo", "-x → x; !x → x"},
	{"bucle", "break ↔ continue"},
}

// function is a function of engine/ with mutants.
type function struct {
	file  *sourceFile
	decl  *ast.FuncDecl
	name  string   // as in Mutant.Func
	arts  []string // articles it enforces
	stmts []stmtAt // its statements, for the coverage
}

type stmtAt struct {
	n   int // global number
	off int // byte offset of its start
}

// sourceFile is one file of engine/.
type sourceFile struct {
	path string // engine/eval.go
	src  []byte
	ast  *ast.File
	fns  []*function
}

// Generated is the output of Generate: the mutants and what the schema
// writer needs.
type Generated struct {
	Mutants []*Mutant
	files   []*sourceFile
	fset    *token.FileSet
	root    string // module root
	nstmts  int
}

// Generate parses and type-checks engine/ under the module root and lists
// every mutant, file by file (in name order) and function by function, in
// the order a walk of the function meets them. Each function's articles
// (articles.go) are the ids it names that known accepts (every one when
// known is nil).
func Generate(root string, known func(id string) bool) (*Generated, error) {
	root, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(root, "engine")
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	g := &Generated{fset: token.NewFileSet(), root: root}
	var asts []*ast.File
	for _, e := range ents {
		n := e.Name()
		if !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		src, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			return nil, err
		}
		f, err := parser.ParseFile(g.fset, filepath.Join(dir, n), src, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		if f.Name.Name != "engine" {
			continue
		}
		g.files = append(g.files, &sourceFile{path: "engine/" + n, src: src, ast: f})
		asts = append(asts, f)
	}
	info := &types.Info{
		Types: map[ast.Expr]types.TypeAndValue{},
		Uses:  map[*ast.Ident]types.Object{},
	}
	// From source: engine/ imports packages of this module (internal/errtext),
	// which have no export data in module mode.
	conf := types.Config{Importer: importer.ForCompiler(g.fset, "source", nil)}
	if _, err := conf.Check("github.com/musfem/musfem/engine", g.fset, asts, info); err != nil {
		return nil, fmt.Errorf("engine/ no compila: %v", err)
	}
	arts := articleFinder(asts, known)
	for _, sf := range g.files {
		for _, d := range sf.ast.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || (fd.Recv == nil && fd.Name.Name == "init") {
				continue
			}
			fn := &function{file: sf, decl: fd, name: funcName(fd)}
			fn.arts = arts(sf.ast, fd)
			w := &walker{g: g, info: info, fn: fn}
			w.body(fd.Body)
			if len(w.out) == 0 {
				continue
			}
			sf.fns = append(sf.fns, fn)
			g.Mutants = append(g.Mutants, w.out...)
		}
	}
	seen := map[string]int{}
	for i, m := range g.Mutants {
		m.ID = i + 1
		base := strings.Join([]string{m.File, m.Func, m.Operator, m.Original, m.Mutated}, "|")
		seen[base]++
		m.Key = base + "|" + strconv.Itoa(seen[base])
	}
	return g, nil
}

// funcName returns Name or (*Recv).Name.
func funcName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name
	}
	var b bytes.Buffer
	t := fd.Recv.List[0].Type
	star := false
	if s, ok := t.(*ast.StarExpr); ok {
		star, t = true, s.X
	}
	if ix, ok := t.(*ast.IndexExpr); ok {
		t = ix.X
	}
	id, _ := t.(*ast.Ident)
	name := "?"
	if id != nil {
		name = id.Name
	}
	if star {
		fmt.Fprintf(&b, "(*%s).%s", name, fd.Name.Name)
	} else {
		fmt.Fprintf(&b, "%s.%s", name, fd.Name.Name)
	}
	return b.String()
}

// walker collects the mutants of one function.
type walker struct {
	g    *Generated
	info *types.Info
	fn   *function
	out  []*Mutant
	cur  int // statement being walked
}

func (w *walker) pos(p token.Pos) int { return w.g.fset.Position(p).Offset }

func (w *walker) text(from, to token.Pos) string {
	return string(w.fn.file.src[w.pos(from):w.pos(to)])
}

// add records a mutant that replaces [from, to) with repl.
func (w *walker) add(op string, from, to token.Pos, repl string) {
	p := w.g.fset.Position(from)
	w.out = append(w.out, &Mutant{
		File: w.fn.file.path, Func: w.fn.name, Line: p.Line, Col: p.Column,
		Operator: op, Original: w.text(from, to), Mutated: repl,
		start: w.pos(from), end: w.pos(to), stmt: w.cur, fn: w.fn,
	})
}

// body walks a block's statements, numbering each for the coverage.
func (w *walker) body(b *ast.BlockStmt) { w.list(b.List) }

func (w *walker) list(stmts []ast.Stmt) {
	for _, s := range stmts {
		outer := w.cur
		w.g.nstmts++
		w.cur = w.g.nstmts
		w.fn.stmts = append(w.fn.stmts, stmtAt{n: w.cur, off: w.pos(s.Pos())})
		w.removal(s)
		w.stmt(s)
		w.cur = outer
	}
}

// removal adds the mutant that removes a statement of a block.
func (w *walker) removal(s ast.Stmt) {
	switch s := s.(type) {
	case *ast.ExprStmt, *ast.IncDecStmt, *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt:
		w.add("quitar-sentencia", s.Pos(), s.End(), "")
	case *ast.AssignStmt:
		if s.Tok != token.DEFINE {
			w.add("quitar-sentencia", s.Pos(), s.End(), "")
		}
	case *ast.BranchStmt:
		if s.Tok == token.BREAK || s.Tok == token.CONTINUE {
			w.add("quitar-sentencia", s.Pos(), s.End(), "")
		}
	}
}

// stmt walks one statement: the mutants of the statement itself, then its
// expressions and nested blocks.
func (w *walker) stmt(s ast.Stmt) {
	switch s := s.(type) {
	case *ast.BlockStmt:
		w.body(s)
	case *ast.LabeledStmt:
		w.stmt(s.Stmt)
	case *ast.ExprStmt:
		w.expr(s.X)
	case *ast.SendStmt:
		w.expr(s.Chan)
		w.expr(s.Value)
	case *ast.IncDecStmt:
		w.expr(s.X)
		if w.numeric(s.X) {
			tok := "--"
			if s.Tok == token.DEC {
				tok = "++"
			}
			w.add("incremento", s.TokPos, s.TokPos+2, tok)
		}
	case *ast.AssignStmt:
		for _, e := range s.Lhs {
			w.lhs(e)
		}
		w.exprs(s.Rhs)
		if to, ok := assignSwap[s.Tok]; ok && len(s.Lhs) == 1 && w.numeric(s.Lhs[0]) {
			w.add("asignacion", s.TokPos, s.TokPos+token.Pos(len(s.Tok.String())), to)
		}
	case *ast.GoStmt:
		w.expr(s.Call)
	case *ast.DeferStmt:
		w.expr(s.Call)
	case *ast.ReturnStmt:
		w.exprs(s.Results)
	case *ast.BranchStmt:
		if s.Label == nil {
			switch s.Tok {
			case token.BREAK:
				w.add("bucle", s.Pos(), s.End(), "continue")
			case token.CONTINUE:
				w.add("bucle", s.Pos(), s.End(), "break")
			}
		}
	case *ast.IfStmt:
		if s.Init != nil {
			w.stmt(s.Init)
		}
		w.cond(s.Cond)
		w.expr(s.Cond)
		if e, ok := s.Else.(*ast.BlockStmt); ok {
			w.add("intercambiar-ramas", s.Body.Pos(), e.End(),
				w.text(e.Pos(), e.End())+" else "+w.text(s.Body.Pos(), s.Body.End()))
		}
		w.body(s.Body)
		if s.Else != nil {
			w.stmt(s.Else)
		}
	case *ast.ForStmt:
		if s.Init != nil {
			w.stmt(s.Init)
		}
		if s.Cond != nil {
			w.expr(s.Cond)
		}
		if s.Post != nil {
			w.stmt(s.Post)
		}
		w.body(s.Body)
	case *ast.RangeStmt:
		w.expr(s.X)
		w.body(s.Body)
	case *ast.SwitchStmt:
		if s.Init != nil {
			w.stmt(s.Init)
		}
		if s.Tag != nil {
			w.expr(s.Tag)
		}
		for _, c := range s.Body.List {
			cc := c.(*ast.CaseClause)
			w.exprs(cc.List)
			w.list(cc.Body)
		}
	case *ast.TypeSwitchStmt:
		if s.Init != nil {
			w.stmt(s.Init)
		}
		for _, c := range s.Body.List {
			w.list(c.(*ast.CaseClause).Body)
		}
	case *ast.SelectStmt:
		for _, c := range s.Body.List {
			w.list(c.(*ast.CommClause).Body)
		}
	case *ast.DeclStmt:
		ast.Inspect(s, func(n ast.Node) bool {
			if vs, ok := n.(*ast.ValueSpec); ok {
				w.exprs(vs.Values)
				return false
			}
			return true
		})
	}
}

// cond adds the mutants of an if condition.
func (w *walker) cond(c ast.Expr) {
	w.add("negar-condicion", c.Pos(), c.End(), "!("+w.text(c.Pos(), c.End())+")")
	if id, ok := c.(*ast.Ident); !ok || id.Name != "true" {
		w.add("quitar-condicion", c.Pos(), c.End(), "true")
	}
}

// lhs walks the left side of an assignment: only the index expressions
// inside it are mutated, never the variable.
func (w *walker) lhs(e ast.Expr) {
	switch e := e.(type) {
	case *ast.IndexExpr:
		w.lhs(e.X)
		w.expr(e.Index)
	case *ast.SelectorExpr:
		w.lhs(e.X)
	case *ast.StarExpr:
		w.lhs(e.X)
	case *ast.ParenExpr:
		w.lhs(e.X)
	}
}

var (
	boundary = map[token.Token]string{token.LSS: "<=", token.LEQ: "<", token.GTR: ">=", token.GEQ: ">"}
	negation = map[token.Token]string{token.EQL: "!=", token.NEQ: "==", token.LSS: ">=", token.LEQ: ">", token.GTR: "<=", token.GEQ: "<"}
	arith    = map[token.Token]string{token.ADD: "-", token.SUB: "+", token.MUL: "/", token.QUO: "*", token.REM: "*",
		token.AND: "|", token.OR: "&", token.SHL: ">>", token.SHR: "<<", token.XOR: "&", token.AND_NOT: "&"}
	assignSwap = map[token.Token]string{token.ADD_ASSIGN: "-=", token.SUB_ASSIGN: "+=", token.MUL_ASSIGN: "/=",
		token.QUO_ASSIGN: "*=", token.REM_ASSIGN: "*=", token.AND_ASSIGN: "|=", token.OR_ASSIGN: "&=",
		token.SHL_ASSIGN: ">>=", token.SHR_ASSIGN: "<<=", token.XOR_ASSIGN: "&="}
	seatSwap = map[string]string{"Next": "Prev", "Prev": "Next"}
)

// constant reports whether an expression is a constant (its mutants would
// be constant folding; its literals are mutated one by one).
func (w *walker) constant(e ast.Expr) bool {
	tv, ok := w.info.Types[e]
	return ok && tv.Value != nil
}

// numeric reports whether an expression has a numeric type.
func (w *walker) numeric(e ast.Expr) bool {
	tv, ok := w.info.Types[e]
	if !ok || tv.Type == nil {
		return false
	}
	b, ok := tv.Type.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsNumeric != 0
}

// ordered reports whether an expression has an ordered type (numbers and
// strings).
func (w *walker) ordered(e ast.Expr) bool {
	tv, ok := w.info.Types[e]
	if !ok || tv.Type == nil {
		return false
	}
	b, ok := tv.Type.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsOrdered != 0
}

// exprs walks a list of expressions, in order.
func (w *walker) exprs(es []ast.Expr) {
	for _, e := range es {
		w.expr(e)
	}
}

// expr walks an expression.
func (w *walker) expr(e ast.Expr) {
	if e == nil {
		return
	}
	switch e := e.(type) {
	case *ast.BasicLit:
		w.literal(e)
	case *ast.Ident:
		if obj := w.info.Uses[e]; obj != nil && obj.Parent() == types.Universe {
			switch e.Name {
			case "true":
				w.add("constante", e.Pos(), e.End(), "false")
			case "false":
				w.add("constante", e.Pos(), e.End(), "true")
			}
		}
	case *ast.ParenExpr:
		w.expr(e.X)
	case *ast.UnaryExpr:
		if (e.Op == token.SUB || e.Op == token.NOT) && !w.constant(e) {
			w.add("negativo", e.Pos(), e.End(), w.text(e.X.Pos(), e.X.End()))
		}
		w.expr(e.X)
	case *ast.BinaryExpr:
		w.binary(e)
		w.expr(e.X)
		w.expr(e.Y)
	case *ast.CallExpr:
		if sel, ok := e.Fun.(*ast.SelectorExpr); ok && len(e.Args) == 0 && w.seatMethod(sel) {
			if to, ok := seatSwap[sel.Sel.Name]; ok {
				w.add("asiento", sel.Sel.Pos(), sel.Sel.End(), to)
			}
			w.add("asiento", e.Pos(), e.End(), w.text(sel.X.Pos(), sel.X.End()))
		}
		if tv, ok := w.info.Types[e.Fun]; ok && tv.IsType() {
			// A conversion: its argument only.
			w.exprs(e.Args)
			return
		}
		w.expr(e.Fun)
		w.exprs(e.Args)
	case *ast.SelectorExpr:
		w.expr(e.X)
	case *ast.IndexExpr:
		w.expr(e.X)
		w.expr(e.Index)
	case *ast.SliceExpr:
		w.expr(e.X)
		w.expr(e.Low)
		w.expr(e.High)
		w.expr(e.Max)
	case *ast.StarExpr:
		w.expr(e.X)
	case *ast.TypeAssertExpr:
		w.expr(e.X)
	case *ast.KeyValueExpr:
		w.expr(e.Value)
	case *ast.CompositeLit:
		w.exprs(e.Elts)
	case *ast.FuncLit:
		w.body(e.Body)
	}
}

// seatMethod reports whether sel is Seat.Next, Prev, Partner or
// Team.Other of the engine.
func (w *walker) seatMethod(sel *ast.SelectorExpr) bool {
	switch sel.Sel.Name {
	case "Next", "Prev", "Partner", "Other":
	default:
		return false
	}
	tv, ok := w.info.Types[sel.X]
	if !ok || tv.Type == nil {
		return false
	}
	n, ok := tv.Type.(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Name() == "engine" &&
		(n.Obj().Name() == "Seat" || n.Obj().Name() == "Team")
}

// binary adds the mutants of a binary operator.
func (w *walker) binary(e *ast.BinaryExpr) {
	op := e.OpPos
	end := op + token.Pos(len(e.Op.String()))
	switch e.Op {
	case token.LAND, token.LOR:
		to := "||"
		if e.Op == token.LOR {
			to = "&&"
		}
		w.add("logico", op, end, to)
		w.add("quitar-operando", e.Pos(), e.End(), w.text(e.X.Pos(), e.X.End()))
		w.add("quitar-operando", e.Pos(), e.End(), w.text(e.Y.Pos(), e.Y.End()))
		return
	}
	if w.constant(e) {
		return
	}
	if to, ok := boundary[e.Op]; ok && w.ordered(e.X) {
		w.add("comparacion-limite", op, end, to)
	}
	if to, ok := negation[e.Op]; ok {
		if e.Op == token.EQL || e.Op == token.NEQ || w.ordered(e.X) {
			w.add("comparacion-negada", op, end, to)
		}
	}
	if to, ok := arith[e.Op]; ok && w.numeric(e) {
		w.add("aritmetica", op, end, to)
	}
}

// literal adds n+1 and n-1 for an integer literal.
func (w *walker) literal(e *ast.BasicLit) {
	if e.Kind != token.INT {
		return
	}
	v := constant.MakeFromLiteral(e.Value, e.Kind, 0)
	n, ok := constant.Int64Val(v)
	if !ok {
		return
	}
	w.add("constante", e.Pos(), e.End(), strconv.FormatInt(n+1, 10))
	if n > 0 {
		w.add("constante", e.Pos(), e.End(), strconv.FormatInt(n-1, 10))
	}
}

// byFile returns the mutants of each file, for the schema.
func (g *Generated) byFunc() map[*function][]*Mutant {
	out := map[*function][]*Mutant{}
	for _, m := range g.Mutants {
		out[m.fn] = append(out[m.fn], m)
	}
	return out
}

// sortedKeys returns a map's keys in order.
func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

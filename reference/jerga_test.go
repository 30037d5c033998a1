package reference

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/musfem/musfem/internal/jerga"
)

// readerText is one text of the catalog that a reader of the reports sees:
// the entry, the field and the text.
type readerText struct {
	id, field, text string
}

// readerTexts returns every text of the catalog that the reports print —
// the traceability report (trazabilidad/), the open questions (preguntas/) and
// the certificates (certify/) — and the Spanish labels of the kinds,
// statuses and confidences. An article's sources and note and a question's
// sources are for whoever maintains the catalog and are not printed
// (docs/decisions.md, «The catalog speaks to the professor»); every text of
// a convention is listed, so that a convention's note or default, printed
// or not, reads as the rest.
func readerTexts(c *Catalog) []readerText {
	var out []readerText
	add := func(id, field, text string) {
		if strings.TrimSpace(text) != "" {
			out = append(out, readerText{id, field, text})
		}
	}
	for _, a := range c.Articles() {
		add(a.ID, "title", a.Title)
		add(a.ID, "summary", a.Summary)
		add(a.ID, "justification", a.Justification)
	}
	for _, v := range c.Conventions() {
		add(v.ID, "title", v.Title)
		add(v.ID, "statement", v.Statement)
		add(v.ID, "default", v.Default)
		for _, alt := range v.Alternatives {
			add(v.ID, "alternatives", alt)
		}
		add(v.ID, "note", v.Note)
	}
	for _, q := range c.Questions() {
		add(q.ID, "title", q.Title)
		add(q.ID, "text", q.Text)
		add(q.ID, "note", q.Note)
		for _, o := range q.Options {
			add(q.ID, "option "+o.Name, o.Name+": "+o.Text)
		}
	}
	for _, k := range Kinds() {
		add("kind "+k.String(), "label", k.Label())
	}
	for s := StatusNone + 1; s < numStatuses; s++ {
		add("status", "label", s.String())
	}
	return out
}

// filePaths are the project's files named in a text: a reader of the
// reports cannot open them.
var filePaths = regexp.MustCompile(`\b(?:docs|config|features|runner|reference|engine)/`)

// internalTexts returns, for every reader text with an internal reference
// (internal/jerga), an English name of the event catalog or a project
// file, "id field: «what»".
func internalTexts(c *Catalog) []string {
	var out []string
	for _, r := range readerTexts(c) {
		for _, m := range []string{jerga.Internal(r.text), jerga.CatalogName(r.text), filePaths.FindString(r.text)} {
			if m != "" {
				out = append(out, r.id+" "+r.field+": «"+m+"»")
				break
			}
		}
	}
	return out
}

// TestCatalogSpeaksToTheProfessor: no catalog text that the reports print
// carries an internal reference (the design notes, their sections and
// decisions, the Arena, the runner, the stacked deck…), an English name of
// the event catalog (an error code, an action) or a file of the project;
// each says the rule, or where it comes from, in words a professor follows
// (issue 18).
func TestCatalogSpeaksToTheProfessor(t *testing.T) {
	for _, p := range internalTexts(mustLoad(t)) {
		t.Errorf("%s: es una referencia interna o un nombre del programa; dígase la regla en castellano", p)
	}
}

// TestInternalTextsCanFail plants an internal reference in each kind of
// printed field and checks that the check names that entry and field, and
// that it does not name a source, which is not printed.
func TestInternalTextsCanFail(t *testing.T) {
	plants := []struct {
		file, old, new, want string
	}{
		{"fem-00-intro.toml", `title = "Obligación de conocer las reglas"`, `title = "Obligación de conocer las reglas (seed 000 §1.4)"`, "FEM-Intro.A title"},
		{"fem-02-ii.toml", `summary = "Aunque nadie haya pedido sortear`, `summary = "Según rulings §2, aunque nadie haya pedido sortear`, "FEM-II.2 summary"},
		{"fem-02-ii.toml", `justification = "Imposible por construcción: el motor usa`, `justification = "Imposible por construcción (stacked deck): el motor usa`, "FEM-II.4 justification"},
		{"fem-04-iv.toml", `justification = "El motor no tiene canal de conversación`, `justification = "La Arena no tiene canal de conversación`, "FEM-IV.3 justification"},
		{"fem-07-vii.toml", `justification = "El motor hace la cuenta y la anuncia`, `justification = "Lo aplica el runner: el motor hace la cuenta y la anuncia`, "FEM-VII.4 justification"},
		{"fem-07-vii.toml", `justification = "La cuenta la hace el motor`, `justification = "La cuenta la hace engine/score.go`, "FEM-VII.6 justification"},
		{"convenciones.toml", `statement = "Se juega a ocho reyes`, `statement = "Véase docs/config.md. Se juega a ocho reyes`, "CONVENCION-modalidad statement"},
		{"convenciones.toml", `alternatives = ["Hablar a la vez`, `alternatives = ["Hablar a la vez (NOT_YOUR_TURN)`, "CONVENCION-turnos-secuenciales alternatives"},
		{"convenciones.toml", `note = "La FEM no fija tope;`, `note = "La FEM no fija tope (seed 001);`, "CONVENCION-tope-envite note"},
		{"preguntas.toml", `title = "¿Cómo se sube un envite?"`, `title = "¿Cómo se sube un envite (musst)?"`, "P7 title"},
		{"preguntas.toml", `text = "Las negadas y las subidas`, `text = "Según fem-outline, las negadas y las subidas`, "P8 text"},
		{"preguntas.toml", `text = "El reenvido dobla la apuesta`, `text = "El reenvido dobla la apuesta (D18)`, "P7 option doble"},
		{"fem-06-vi.toml", `sources = ["musst C.VI-1", "seed 000 §1.2", "seed 001"]`, `sources = ["musst C.VI-1", "seed 000 §1.2", "seed 001", "rulings §9"]`, ""},
	}
	for _, p := range plants {
		m := realFS(t)
		f := m[p.file]
		if f == nil || strings.Count(string(f.Data), p.old) != 1 {
			t.Fatalf("%s: %q is not in the file exactly once", p.file, p.old)
		}
		f.Data = []byte(strings.Replace(string(f.Data), p.old, p.new, 1))
		c, err := LoadFS(m)
		if err != nil {
			t.Fatalf("%s with %q: %v", p.file, p.new, err)
		}
		var got []string
		for _, s := range internalTexts(c) {
			got = append(got, s[:strings.Index(s, ":")])
		}
		var want []string
		if p.want != "" {
			want = []string{p.want}
		}
		if !slices.Equal(got, want) {
			t.Errorf("planting %q in %s: the check names %v, want %v", p.new, p.file, got, want)
		}
	}
}

package steps

import (
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "reescribe el glosario de docs/pasos.md con el de steps/glosario.go")

// The generated part of docs/pasos.md lies between these lines.
const (
	glossaryBegin = "<!-- glosario: generado desde steps/glosario.go con `go test ./steps -run TestPasosDocListsTheGlossary -update`; no se edita a mano -->"
	glossaryEnd   = "<!-- fin del glosario -->"
)

// cell escapes a table cell of GitHub Markdown.
func cell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

// glossaryMarkdown writes the glossary as docs/pasos.md lists it.
func glossaryMarkdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	p("### Eventos\n\n")
	p("| evento | nombre: `consta …`, `todos ven …` | `solo el asiento N ve …` | frase: `consta que …` |\n|---|---|---|---|\n")
	for _, e := range glossary.events {
		noun := e.noun
		if e.plural {
			noun += " (plural: `constan`)"
		}
		own := ""
		if e.own != "" {
			own = e.own
		}
		p("| `%s` | %s | %s | `%s` |\n", e.kind, cell(noun), cell(own), cell(e.phrase))
	}
	p("\n### Huecos\n\n")
	p("A `{campo:tipo}` holds the payload field `campo`, written as the type says; the JSON is what the\n")
	p("event must carry (compared as canonical JSON text).\n\n")
	p("| tipo | campos | en español |\n|---|---|---|\n")
	fields := map[string][]string{}
	for _, e := range glossary.events {
		for _, m := range reSlot.FindAllStringSubmatch(e.phrase, -1) {
			f := e.kind + "." + m[1]
			fields[m[2]] = append(fields[m[2]], f)
		}
	}
	var names []string
	for n := range valueTypes {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		p("| ‹%s› | %s | %s |\n", n, cell(strings.Join(fields[n], ", ")), cell(valueTypes[n].doc))
	}
	words := func(title, use, head string, ws []wordEntry) {
		p("\n### %s\n\n%s\n\n| %s | en español |\n|---|---|\n", title, use, head)
		for _, w := range ws {
			p("| `%s` | %s |\n", w.item, cell(w.es))
		}
	}
	words("Motivos de rechazo", "`la acción se rechaza porque … (FEM-VI.4)`, `la partida no empieza porque …`", "código", glossary.codes)
	words("Fases", "`la partida está en …`", "fase", glossary.phases)
	words("Acciones legales", "`las acciones legales del asiento N son: …`; `{min}` and `{max}` are the template's `min` and `max`", "plantilla", glossary.actions)
	words("Conceptos de un tanto", "`la pareja A se apunta 1 tanto de …` (`PointsAwarded.concept`)", "concept", glossary.concepts)
	words("Por qué se gana un lance", "`el lance de grande lo gana la pareja A …` (`LanceResolved.reason`)", "reason", glossary.lanceReasons)
	words("Por qué se gana un juego", "`la partida termina y gana la pareja A …` (`GameFinished.reason`)", "reason", glossary.gameReasons)
	words("Incidencias del árbitro", "`el árbitro anota que el asiento 0 …` (the runner event's `type`)", "type", glossary.incidents)
	words("Situaciones del árbitro", "`… no contesta a tiempo en el mus, …` (the runner event's `situation`)", "situation", glossary.situations)
	return b.String()
}

// TestPasosDocListsTheGlossary checks that docs/pasos.md lists the
// glossary of steps/glosario.go as it is (with -update, rewrites it).
func TestPasosDocListsTheGlossary(t *testing.T) {
	const path = "../docs/pasos.md"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	i, j := strings.Index(doc, glossaryBegin), strings.Index(doc, glossaryEnd)
	if i < 0 || j < i {
		t.Fatalf("%s: faltan las líneas %q y %q que encierran el glosario", path, glossaryBegin, glossaryEnd)
	}
	want := glossaryBegin + "\n\n" + glossaryMarkdown() + "\n" + glossaryEnd
	if doc[i:j+len(glossaryEnd)] == want {
		return
	}
	if *update {
		if err := os.WriteFile(path, []byte(doc[:i]+want+doc[j+len(glossaryEnd):]), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("%s no lista el glosario de steps/glosario.go; se rehace con go test ./steps -run TestPasosDocListsTheGlossary -update", path)
}

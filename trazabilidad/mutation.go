package trazabilidad

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/musfem/musfem/internal/errtext"
	"github.com/musfem/musfem/mutantes"
)

// MutantsFile is the mutation testing report the traceability report
// reads (`make mutantes` writes it, with mutantes.md and mutantes.html,
// into reports/).
const MutantsFile = "mutantes.json"

// Mutants is the mutation testing report of the engine and where its
// pages are, relative to the traceability report's folder ("" when they
// are in the same folder, as in reports/).
type Mutants struct {
	Report *mutantes.Report
	Dir    string
}

// LoadMutants reads dir/mutantes.json; rel is where dir is seen from the
// folder of the traceability report. A missing file is no error: it
// returns nil. A file that is not a mutation report is.
func LoadMutants(dir, rel string) (*Mutants, error) {
	p := filepath.Join(dir, MutantsFile)
	data, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("no se puede leer el informe de las pruebas de mutación %s: %s", p, errtext.File(err))
	}
	var r mutantes.Report
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return nil, fmt.Errorf("%s no es un informe de las pruebas de mutación: %v", p, err)
	}
	return &Mutants{Report: &r, Dir: filepath.ToSlash(rel)}, nil
}

// links are the places of an anchor of the mutation report's pages.
func (m *Mutants) links(anchor string) Links {
	l := Links{Markdown: path.Join(m.Dir, "mutantes.md"), HTML: path.Join(m.Dir, "mutantes.html")}
	if anchor != "" {
		l.Markdown += "#" + anchor
		l.HTML += "#" + anchor
	}
	return l
}

// row returns what the mutation report says of a catalog id, or nil when
// no mutant is of it. What is the row's noun: "este artículo", "esta
// convención"…
func (m *Mutants) row(id, what string) *Mutation {
	if m == nil {
		return nil
	}
	for _, a := range m.Report.Articles {
		if a.ID == id && a.Mutants > 0 {
			x := mutation(a.Counts)
			x.Text = mutationRowText(x, what)
			x.Links = m.links(id)
			return &x
		}
	}
	return nil
}

// summary is the line of the report's summary.
func (m *Mutants) summary() MutationSummary {
	if m == nil {
		return MutationSummary{Mutation: Mutation{Text: "Pruebas de mutación del motor: falta su informe (mutantes.json), que escribe «make mutantes» en la carpeta del repositorio; por eso los artículos no dicen nada de ellas."}}
	}
	s := MutationSummary{Available: true, Mutation: mutation(m.Report.Summary), Score: mutantes.Percent(m.Report.Summary.Score())}
	s.Links = m.links("")
	s.Text = summaryText(s)
	return s
}

func mutation(c mutantes.Counts) Mutation {
	return Mutation{Mutants: c.Mutants, Killed: c.Killed, TimedOut: c.TimedOut, Survived: c.Survived,
		Equivalent: c.Equivalent, OutOfContract: c.OutOfContract}
}

// mutationRowText says in plain Spanish how the mutants of a row fared: "Pruebas
// de mutación: 45 cambios del motor en el código de este artículo; la
// especificación detecta 43, 2 no cambian nada (equivalentes)."
func mutationRowText(m Mutation, what string) string {
	detected := m.Killed + m.TimedOut
	s := "Pruebas de mutación: " + cuantos(m.Mutants, "cambio del motor", "cambios del motor") + " en el código de " + what + "; "
	if detected == m.Mutants {
		if m.Mutants == 1 {
			s += "la especificación lo detecta"
		} else {
			s += "la especificación los detecta todos"
		}
	} else {
		s += fmt.Sprintf("la especificación detecta %d", detected)
	}
	if m.TimedOut > 0 {
		s += " (" + cuantos(m.TimedOut, "porque con él el motor no termina a tiempo", "porque con ellos el motor no termina a tiempo") + ")"
	}
	return s + strings.Join(rest(m), "") + "."
}

// rest are the parts of a sentence about the mutants not detected.
func rest(m Mutation) []string {
	var out []string
	if m.Survived > 0 {
		out = append(out, ", "+cuantos(m.Survived, "pasa inadvertido", "pasan inadvertidos"))
	}
	if m.Equivalent > 0 {
		out = append(out, ", "+cuantos(m.Equivalent, "no cambia nada (equivalente)", "no cambian nada (equivalentes)"))
	}
	if m.OutOfContract > 0 {
		out = append(out, ", "+cuantos(m.OutOfContract, "está en código que un motor no usa para jugar (fuera del contrato)", "están en código que un motor no usa para jugar (fuera del contrato)"))
	}
	return out
}

// summaryText is the summary's sentence: "Pruebas de mutación del motor:
// la especificación detecta 2504 de los 4003 cambios pequeños hechos a
// propósito en el motor de referencia que alteran lo que hace (62,6 %),
// 1499 pasan inadvertidos. …"
func summaryText(s MutationSummary) string {
	m := s.Mutation
	judged := m.Mutants - m.Equivalent - m.OutOfContract
	changes := fmt.Sprintf("los %d cambios pequeños hechos a propósito en el motor de referencia que alteran lo que hace", judged)
	if judged == 1 {
		changes = "1 cambio pequeño hecho a propósito en el motor de referencia que altera lo que hace"
	}
	t := fmt.Sprintf("Pruebas de mutación del motor: la especificación detecta %d de %s (%s)", m.Killed+m.TimedOut, changes, s.Score)
	if m.Survived > 0 {
		t += ", " + cuantos(m.Survived, "pasa inadvertido", "pasan inadvertidos")
	}
	t += "."
	var apart []string
	if m.Equivalent > 0 {
		apart = append(apart, cuantos(m.Equivalent, "no cambia nada (equivalente)", "no cambian nada (equivalentes)"))
	}
	if m.OutOfContract > 0 {
		apart = append(apart, cuantos(m.OutOfContract, "está en código que un motor no usa para jugar (fuera del contrato)", "están en código que un motor no usa para jugar (fuera del contrato)"))
	}
	if len(apart) > 0 {
		t += " Aparte, " + strings.Join(apart, " y ") + "."
	}
	return t + " Cada artículo dice cuántos de esos cambios tocan su código y cuántos detecta la especificación."
}

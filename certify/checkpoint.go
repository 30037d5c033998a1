package certify

import (
	"slices"
	"strings"

	"github.com/musfem/musfem/evidence"
)

// The parts of a run, as the notes of a partial certificate name them.
const (
	phaseScenarios   = "los escenarios"
	phaseFixtures    = "los registros de referencia"
	phaseComparisons = "la comparación de manos"
	phaseGames       = "las partidas diferenciales"
)

// phases lists the parts the run does, in order.
func (c *collector) phases() []string {
	var out []string
	if !c.o.NoScenarios {
		out = append(out, phaseScenarios)
	}
	if !c.o.NoFixtures {
		out = append(out, phaseFixtures)
	}
	if c.o.Comparisons != CompareNone && comparesSomething(c.o.Selector) {
		out = append(out, phaseComparisons)
	}
	if c.o.Games > 0 {
		out = append(out, phaseGames)
	}
	return out
}

// checkpoint notes that a part of the run is done ("" at the start) and
// hands the results so far to Options.Checkpoint, marked as interrupted
// with the parts not done yet, unless the run was interrupted (its own
// results then say so).
func (c *collector) checkpoint(done string) {
	if done == "" {
		c.left = c.phases()
	}
	c.left = slices.DeleteFunc(c.left, func(p string) bool { return p == done })
	if c.o.Checkpoint == nil || c.brk.stopped() || len(c.left) == 0 {
		return
	}
	s := *c.res
	s.Items = slices.Clone(c.res.Items)
	s.Notes = slices.Clone(c.res.Notes)
	s.Comparisons = slices.Clone(c.res.Comparisons)
	s.Farewells = nil
	s.Interrupted, s.Cut = true, append(slices.Clone(c.res.Cut), c.left...)
	s.normalize(map[string]bool{}, map[string]*GroupRecord{}, map[evidence.Status]*FailureRecord{})
	s.Stderr = clipStderr(c.o.Target.Stderr())
	c.o.Checkpoint(&s)
}

// BuildCheckpoint builds the partial certificate of a checkpoint's
// results (Options.Checkpoint): verdict INTERRUMPIDO, with a note that
// says that the run is still going on, or that it ended without writing
// its certificate, and what it has not done yet.
func BuildCheckpoint(res *Results) (*Report, error) {
	rep, err := Build(res)
	if err != nil {
		return nil, err
	}
	note := "Certificación en curso, o cortada sin poder escribir su certificado (la mató una señal que no se puede atender, como SIGKILL, o se apagó la máquina): el certificado es parcial y no es un veredicto; solo cuenta lo que terminó antes"
	if len(res.Cut) > 0 {
		note += "; quedan fuera " + strings.Join(res.Cut, ", ")
	}
	i := slices.IndexFunc(rep.Notes, func(n string) bool { return strings.HasPrefix(n, "Certificación interrumpida") })
	if i < 0 {
		rep.Notes = append([]string{""}, rep.Notes...)
		i = 0
	}
	rep.Notes[i] = note + "."
	return rep, nil
}

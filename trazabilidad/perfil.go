package trazabilidad

import (
	"fmt"
	"slices"
	"strings"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/reference"
)

// PreguntasReport is the base name of the preguntas report
// (reports/preguntas.{md,html,json}) that the open questions link to.
const PreguntasReport = "preguntas"

// questionLinks returns the sections of question id (P4…P8) in the
// preguntas report: each section has the anchor of its id.
func questionLinks(id string) Links {
	return Links{Markdown: PreguntasReport + ".md#" + id, HTML: PreguntasReport + ".html#" + id}
}

// notApplicableWhy explains a row that is not covered because none of its
// scenarios applies to the fixed profile: the distinct reasons, in scenario
// order. It is "" when the row has no scenario or one that applied.
func notApplicableWhy(refs []ScenarioRef) string {
	if len(refs) == 0 {
		return ""
	}
	var why []string
	seen := map[string]bool{}
	for _, r := range refs {
		if r.Result != evidence.NoAplica {
			return ""
		}
		if !seen[r.Message] {
			seen[r.Message] = true
			why = append(why, r.Message)
		}
	}
	if len(refs) == 1 {
		return fmt.Sprintf("Su único escenario no aplica al perfil: %s.", why[0])
	}
	return fmt.Sprintf("Ninguno de sus %d escenarios aplica al perfil: %s.", len(refs), strings.Join(why, " · "))
}

// profileLine names the profile in the header: its file, how many values
// differ from the defaults, and its description line if it has one.
func (r *Report) profileLine() string {
	changed := 0
	for _, v := range r.Profile.Values {
		if !v.IsDefault {
			changed++
		}
	}
	s := r.Profile.Name + " (valores por defecto)"
	if changed > 0 {
		s = fmt.Sprintf("%s (%s)", r.Profile.Name, cuantos(changed, "valor distinto de los por defecto", "valores distintos de los por defecto"))
	}
	if r.Profile.Description != "" {
		s += " — " + r.Profile.Description
	}
	return s
}

// fixedLine is the summary sentence of a run under a fixed profile, "" for
// the default run.
func (r *Report) fixedLine() string {
	if !r.Profile.Fixed {
		return ""
	}
	return fmt.Sprintf("Perfil fijo %s: un escenario que pide otro valor de una regla no aplica (%s) y no cuenta como pasado; un artículo cubierto solo por escenarios que no aplican queda sin cubrir.",
		r.Profile.Name, cuantos(r.Summary.Scenarios.NoAplica, "escenario", "escenarios"))
}

// switchedOff explains why an option article does not apply under rules
// r, whose value of one of its applies_when keys is another: "" when it
// applies.
//
// A key named more than once lists alternatives: the article applies under
// any of them («con ordago_postre_penalties = "penalizar" o "reglamento"»).
func switchedOff(a reference.Article, r engine.Rules) string {
	var keys []string
	values := map[string][]string{}
	for _, s := range a.AppliesWhen {
		if _, seen := values[s.Key]; !seen {
			keys = append(keys, s.Key)
		}
		values[s.Key] = append(values[s.Key], s.Value)
	}
	for _, k := range keys {
		if cur, ok := config.Value(r, k); ok && !slices.Contains(values[k], cur) {
			return fmt.Sprintf("El perfil lo desactiva: el artículo solo se aplica con %s = %s, y el perfil fija %s = %s.", k, strings.Join(values[k], " o "), k, cur)
		}
	}
	return ""
}

// anyPassed reports whether a scenario of refs passed.
func anyPassed(refs []ScenarioRef) bool {
	for _, r := range refs {
		if r.Result == evidence.Pasa {
			return true
		}
	}
	return false
}

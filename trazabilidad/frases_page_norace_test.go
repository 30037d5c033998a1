//go:build !race

package trazabilidad

import (
	"regexp"
	"strings"
	"testing"
)

// ruleSyntax matches a step of a feature file that sets or refuses a rule,
// as it would show on the page.
var ruleSyntax = regexp.MustCompile(`la regla &#34;[a-z0-9_]+&#34; (vale|no admite)|la regla "[a-z0-9_]+" (vale|no admite)`)

// TestReportSaysRulesInWords: in the generated report no scenario shows a
// rule as key and value, no outline is shown as a template, and every
// example of an outline is shown on its own.
func TestReportSaysRulesInWords(t *testing.T) {
	page := string(generated(t).HTML)
	// The steps as written stay only in tooltips.
	text := regexp.MustCompile(`title="[^"]*"`).ReplaceAllString(page, "")
	if m := ruleSyntax.FindString(text); m != "" {
		t.Errorf("la página dice «%s»", m)
	}
	if strings.Contains(text, "Esquema del escenario") {
		t.Error("la página muestra un esquema del escenario sin rellenar")
	}
	if m := regexp.MustCompile(`&lt;[\p{L} ]{1,30}&gt;`).FindString(text); m != "" {
		t.Errorf("la página tiene un hueco de un esquema sin rellenar: %s", m)
	}
	if !strings.Contains(page, `title="signals_enabled = true">Dado que se juega con señas</div>`) {
		t.Error("la página no dice «Dado que se juega con señas» con la regla en la ayuda")
	}
}

package report

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestHeadline builds the headline of a hand-made report: every kind of
// row, a failing and an uncovered applicable article, an option switched
// off by the profile, a chapter without articles, a supposed title and an
// unverified content. The sentences are written by hand.
func TestHeadline(t *testing.T) {
	pass := []ScenarioRef{{Result: "PASA"}}
	chapters := []Chapter{
		{ID: "FEM-I", Articles: []ArticleRow{
			{ID: "FEM-I.1", Chapter: "FEM-I", Title: "Uno", Kind: "enforced", Confidence: "confirmada", Applicable: true, Status: Cubierto, Scenarios: pass},
			{ID: "FEM-I.2", Chapter: "FEM-I", Title: "Dos", Kind: "enforced", Confidence: "reconstruida", Applicable: true, Status: Falla,
				Scenarios: []ScenarioRef{{Result: "PASA"}, {Result: "FALLA"}}},
			{ID: "FEM-I.3", Chapter: "FEM-I", Title: "Tres", Kind: "option", Confidence: "reconstruida", Applicable: true, Status: SinCubrir, Scenarios: []ScenarioRef{}},
			{ID: "FEM-I.4", Chapter: "FEM-I", Title: "Baraja rota", Kind: "impossible", Confidence: "reconstruida", Status: NoAplica},
			{ID: "FEM-I.5", Chapter: "FEM-I", Title: "Otra baraja", Kind: "impossible", Confidence: "reconstruida", Status: NoAplica},
			{ID: "FEM-I.6", Chapter: "FEM-I", Title: "(Contenido desconocido)", Kind: "unknown", Confidence: "reconstruida", Status: NoAplica},
			{ID: "FEM-I.7", Chapter: "FEM-I", Title: "Penas", Kind: "option", Confidence: "confirmada", Status: NoAplica},
			{ID: "FEM-I.8", Chapter: "FEM-I", Title: "Ámbito (contenido sin verificar)", Kind: "tournament", Confidence: "reconstruida", Status: NoAplica},
		}},
		{ID: "FEM-X", Articles: []ArticleRow{
			{ID: "FEM-X", Chapter: "FEM-X", Title: "Al final (título supuesto)", Kind: "tournament", Confidence: "confirmada", Status: NoAplica},
		}},
	}
	f := figures(chapters)
	if f.Rows != 9 || f.Articles != 8 || f.Applicable != 3 || f.NotApplicable != 6 || f.Confirmed != 3 || f.Reconstructed != 6 ||
		f.ApplicableFailed != 1 || f.ApplicableBare != 1 {
		t.Errorf("cifras %+v", f)
	}
	s := Summary{EnforceableCovered: 2, Coverage: "66,7 %", Conventions: Counts{Pasa: 3, NoAplica: 1, Total: 4}}
	want := []string{
		"El catálogo recoge 9 entradas del Reglamento de Juego de la FEM: 8 artículos y 1 capítulo sin artículos en el catálogo (FEM-X), que cuenta como una fila.",
		"Un motor de juego puede aplicar 3 de ellas: 2 directamente y 1 como opción de la configuración.",
		"Las otras 6 no las puede aplicar ningún motor y no cuentan en la cobertura: 2 imposibles por construcción en un juego digital (como «Baraja rota»), " +
			"2 de organización del torneo (como «Ámbito (contenido sin verificar)»), 1 de contenido desconocido y 1 opción que el perfil en vigor deja apagada (como «Penas»).",
		"Cobertura: de las 3 que un motor puede aplicar, 2 tienen al menos un escenario que pasa (66,7 %); 1 con algún escenario que falla, 1 sin ningún escenario que pase.",
		"Números de artículo: 3 de 9 confirmados (se han leído en el Reglamento, o dos fuentes coinciden) y 6 reconstruidos: no se han leído en el Reglamento, y el número puede no ser el suyo aunque el contenido sí lo sea.",
		"El título de FEM-X es supuesto, y el contenido de FEM-I.8 está sin verificar: no se ha podido leer su texto en el Reglamento.",
		"Además, 4 convenciones (lo que el Reglamento deja a la mesa y musfem fija o hace configurable): 3 cubiertas, 0 fallan, 0 sin cubrir y 1 no implementada en musfem.",
	}
	if diff := cmp.Diff(want, headline("", f, s)); diff != "" {
		t.Errorf("titular (-esperado +obtenido):\n%s", diff)
	}
	// A selection names itself, and a catalog without applicable rows says so.
	sel := headline("FEM-X", figures(chapters[1:]), Summary{})
	if want := "La selección FEM-X recoge 1 entrada del Reglamento de Juego de la FEM: 0 artículos y 1 capítulo sin artículos en el catálogo (FEM-X), que cuenta como una fila."; sel[0] != want {
		t.Errorf("titular de una selección:\n  %s\nse esperaba\n  %s", sel[0], want)
	}
	if want := "Ningún motor de juego puede aplicarlas: 1 de organización del torneo (como «Al final (título supuesto)»)."; sel[1] != want {
		t.Errorf("sin filas aplicables: %q, se esperaba %q", sel[1], want)
	}
	if want := "Números de artículo: 1 de 1 confirmado (se ha leído en el Reglamento, o dos fuentes coinciden)."; sel[2] != want {
		t.Errorf("todos confirmados: %q, se esperaba %q", sel[2], want)
	}
}

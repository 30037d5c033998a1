package trazabilidad

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/musfem/musfem/evidence"
)

// TestHeadline builds the headline of a hand-made report: every kind of
// row, a failing and an uncovered applicable article, an article set aside
// by a convention, an option switched off by the profile and a chapter
// without articles. The sentences are written by hand.
func TestHeadline(t *testing.T) {
	pass := []ScenarioRef{{Result: evidence.Pasa}}
	chapters := []Chapter{
		{ID: "FEM-I", Articles: []ArticleRow{
			{ID: "FEM-I.1", Chapter: "FEM-I", Title: "Uno", Kind: "enforced", Applicable: true, Evidence: Evidence{Status: evidence.Pasa, Scenarios: pass}},
			{ID: "FEM-I.2", Chapter: "FEM-I", Title: "Dos", Kind: "enforced", Applicable: true, Evidence: Evidence{Status: evidence.Falla,
				Scenarios: []ScenarioRef{{Result: evidence.Pasa}, {Result: evidence.Falla}}}, SetAsideBy: []string{"CONVENCION-a", "CONVENCION-b"}},
			{ID: "FEM-I.3", Chapter: "FEM-I", Title: "Tres", Kind: "option", Applicable: true, Evidence: Evidence{Status: evidence.SinPruebas, Scenarios: []ScenarioRef{}}},
			{ID: "FEM-I.4", Chapter: "FEM-I", Title: "Baraja rota", Kind: "impossible", Evidence: Evidence{Status: evidence.NoAplica}},
			{ID: "FEM-I.5", Chapter: "FEM-I", Title: "Otra baraja", Kind: "impossible", Evidence: Evidence{Status: evidence.NoAplica}},
			{ID: "FEM-I.7", Chapter: "FEM-I", Title: "Penas", Kind: "option", Evidence: Evidence{Status: evidence.NoAplica}},
			{ID: "FEM-I.8", Chapter: "FEM-I", Title: "Sorteos", Kind: "tournament", Evidence: Evidence{Status: evidence.NoAplica}},
		}},
		{ID: "FEM-X", Articles: []ArticleRow{
			{ID: "FEM-X", Chapter: "FEM-X", Title: "Al final", Kind: "tournament", Evidence: Evidence{Status: evidence.NoAplica}},
		}},
	}
	f := figures(chapters)
	if f.Rows != 8 || f.Articles != 7 || f.Applicable != 3 || f.NotApplicable != 5 ||
		f.ApplicableFailed != 1 || f.ApplicableBare != 1 || len(f.SetAside) != 1 || f.CatalogVersion != 2 {
		t.Errorf("cifras %+v", f)
	}
	f.Edition = "la edición de prueba"
	s := Summary{EnforceableCovered: 2, Coverage: "66,7 %", Conventions: evidence.Counts{Pasa: 3, NoAplica: 1, Total: 4}}
	want := []string{
		"El catálogo (versión 2) recoge 8 entradas del Reglamento de Juego de la FEM: la Introducción (A–F) y los artículos de los capítulos I a XII, una por fila: 7 artículos y 1 capítulo sin artículos en el catálogo (FEM-X), que cuenta como una fila.",
		"Un motor de juego puede aplicar 3 de ellas: 2 directamente y 1 como opción de la configuración.",
		"Las otras 5 no las puede aplicar ningún motor y no cuentan en la cobertura: 2 imposibles por construcción en un juego digital (como «Baraja rota»), " +
			"2 de organización del torneo (como «Sorteos») y 1 opción que el perfil en vigor deja apagada (como «Penas»).",
		"Cobertura: de las 3 que un motor puede aplicar, 2 tienen al menos un escenario que pasa (66,7 %); 1 con algún escenario que falla, 1 sin ningún escenario que pase.",
		"Fidelidad al texto: de las 3 que un motor puede aplicar, musfem sigue el texto en 2 y aparta una por una convención con nombre que explica por qué: FEM-I.2 (CONVENCION-a y CONVENCION-b).",
		"Cada artículo se ha leído en el texto: la edición de prueba; cada fila enlaza su página.",
		"Además, 4 convenciones (lo que el Reglamento deja a la mesa y musfem fija o hace configurable): 3 cubiertas, 0 fallan, 0 sin cubrir y 1 no implementada en musfem.",
	}
	if diff := cmp.Diff(want, headline("", f, s)); diff != "" {
		t.Errorf("titular (-esperado +obtenido):\n%s", diff)
	}
	// A selection names itself, and a catalog without applicable rows says so.
	selF := figures(chapters[1:])
	selF.Edition = "la edición de prueba"
	sel := headline("FEM-X", selF, Summary{})
	wantSel := []string{
		"La selección FEM-X recoge 1 entrada del Reglamento de Juego de la FEM: 0 artículos y 1 capítulo sin artículos en el catálogo (FEM-X), que cuenta como una fila.",
		"Ningún motor de juego puede aplicarlas: 1 de organización del torneo (como «Al final»).",
		"Cada artículo se ha leído en el texto: la edición de prueba; cada fila enlaza su página.",
	}
	if diff := cmp.Diff(wantSel, sel); diff != "" {
		t.Errorf("titular de una selección (-esperado +obtenido):\n%s", diff)
	}
	// Nothing set aside is said so.
	none := figures(chapters[:1])
	none.SetAside = nil
	if got, want := headline("", none, s)[4], "Fidelidad al texto: de las 3 que un motor puede aplicar, musfem sigue el texto en 3 y no aparta ninguna."; got != want {
		t.Errorf("sin artículos apartados: %q, se esperaba %q", got, want)
	}
}

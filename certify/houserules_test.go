package certify

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/internal/reportfile"
	"github.com/musfem/musfem/protocol"
)

// offering returns the hello of an engine of protocol 3 that offers, of
// each key of kv (key, JSON values…; keys separated by ""), only those
// values, and every other key at its default only.
func offering(kv ...string) protocol.Hello {
	h := protocol.Hello{Protocol: protocol.Protocol3}
	for i := 0; i < len(kv); {
		k := protocol.KeyCap{Key: kv[i]}
		for i++; i < len(kv) && kv[i] != ""; i++ {
			k.Values = append(k.Values, json.RawMessage(kv[i]))
		}
		i++
		h.Capabilities.Config = append(h.Capabilities.Config, k)
	}
	return h
}

// TestHouseRulesAreTheValuesOffered: an engine that does not offer a
// default plays the first value it lists, in the order of the config keys;
// a key whose default it offers (deck_mode) is no house rule. The
// articles a value sets aside come from the catalog: piedra_de_paso = true
// sets aside FEM-VII.2, quiero_singular = "rectificable" plays FEM-VI.3 as
// written (the default sets it aside), deje = false sets none aside.
func TestHouseRulesAreTheValuesOffered(t *testing.T) {
	h := offering("deje", "false", "", "quiero_singular", `"rectificable"`, "", "piedra_de_paso", "true", "",
		"deck_mode", `"ocho_reyes"`, `"cuatro_reyes"`, "", "discard_order", `"mano_primero"`, "", "min_raise", "1", "3")
	rules, hs, err := houseRules(h, mustCatalog(t))
	if err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprint(hs)
	want := fmt.Sprint([]HouseRule{
		{Key: "discard_order", Value: `"mano_primero"`, Default: `"repartidor_primero"`, Convention: "CONVENCION-orden-descarte", Reads: "FEM-III.11", SetsAside: []string{}, Restores: []string{}},
		{Key: "min_raise", Value: "1", Default: "2", Convention: "CONVENCION-subida", Reads: "FEM-VIII.8", SetsAside: []string{}, Restores: []string{}},
		{Key: "piedra_de_paso", Value: "true", Default: "false", Convention: "CONVENCION-piedra-de-paso", Reads: "FEM-VII.2", SetsAside: []string{"FEM-VII.2"}, Restores: []string{}},
		{Key: "quiero_singular", Value: `"rectificable"`, Default: `"cierra"`, Convention: "CONVENCION-quiero-cierra", Reads: "FEM-VI.3", SetsAside: []string{}, Restores: []string{"FEM-VI.3"}},
		{Key: "deje", Value: "false", Default: "true", Convention: "CONVENCION-deje", Reads: "FEM-VII.1", SetsAside: []string{}, Restores: []string{}},
	})
	if got != want {
		t.Errorf("houseRules =\n%s\nwant\n%s", got, want)
	}
	if rules.Deje || rules.MinRaise != 1 || !rules.PiedraDePaso || rules.TargetPoints != 40 {
		t.Errorf("rules: deje %v, min_raise %d, piedra %v, target %d", rules.Deje, rules.MinRaise, rules.PiedraDePaso, rules.TargetPoints)
	}
	if _, hs, err := houseRules(Reference().Hello(), mustCatalog(t)); hs != nil || err != nil {
		t.Errorf("the reference has house rules %v (%v)", hs, err)
	}
	if _, hs, err := houseRules(offering("min_bet", "5", "", "max_bet", "3"), mustCatalog(t)); err == nil || hs != nil {
		t.Errorf("min_bet 5 over max_bet 3: %v, %v; want an error and no house rules", hs, err)
	}
}

// TestSetAsideArticleFails: an article the engine's value sets aside
// fails, by a check that names the value and its convention, and «Cómo
// juega este motor» opens the certificate with each house rule.
func TestSetAsideArticleFails(t *testing.T) {
	res := &Results{Head: reportfile.Head{Schema: ResultsSchema, SchemaVersion: ResultsVersion}, Engine: "casa", Parts: 1, Done: []int{1},
		HouseRules: []HouseRule{
			{Key: "piedra_de_paso", Value: "true", Default: "false", Convention: "CONVENCION-piedra-de-paso", Reads: "FEM-VII.2", SetsAside: []string{"FEM-VII.2"}},
			{Key: "deje", Value: "false", Default: "true", Convention: "CONVENCION-deje", Reads: "FEM-VII.1"},
		},
		Items: []Item{
			{Kind: "escenario", Ref: "a.feature:1", Status: evidence.NoAplica, Why: "requiere deje = true"},
			{Kind: "escenario", Ref: "a.feature:9", Status: evidence.NoAplica, Why: "requiere deje = true"},
			{Kind: "fijo", Ref: "seeds/x.json", Status: evidence.NoAplica, Why: "requiere mazos preparados"},
		}}
	res.normalize(map[string]bool{}, nil, nil)
	rep, err := Build(res)
	if err != nil {
		t.Fatal(err)
	}
	row, _ := findRow(rep, "FEM-VII.2")
	if row.Status != evidence.Falla || len(row.Checks) == 0 || row.Checks[0].Kind != "convención" || !strings.Contains(row.Checks[0].Why, "piedra_de_paso = true (CONVENCION-piedra-de-paso)") {
		t.Errorf("FEM-VII.2: %s %+v", row.Status, row.Checks)
	}
	if row, _ := findRow(rep, "FEM-VII.1"); row.Status == evidence.Falla {
		t.Errorf("FEM-VII.1 fails: deje = false sets nothing aside (%+v)", row.Checks)
	}
	md := string(rep.Markdown())
	for _, want := range []string{
		"## Cómo juega este motor",
		"- piedra_de_paso = true (por defecto false), CONVENCION-piedra-de-paso, que lee FEM-VII.2: aparta FEM-VII.2 del Reglamento, que por eso FALLA.",
		"- deje = false (por defecto true), CONVENCION-deje, que lee FEM-VII.1: no aparta ningún artículo del Reglamento.",
		"Escenarios que no aplican a este motor (ni pasan ni fallan): requiere deje = true — 2 (a.feature:1, a.feature:9).",
		"Registros de referencia que no aplican a este motor (ni pasan ni fallan): requiere mazos preparados — 1 (seeds/x.json).",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("the Markdown lacks %q", want)
		}
	}
	if i, j := strings.Index(md, "## Cómo juega este motor"), strings.Index(md, "## Resumen"); i < 0 || i > j {
		t.Error("«Cómo juega este motor» does not open the certificate")
	}
	html, err := rep.HTML()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(html), `<section id="como-juega"><h2>Cómo juega este motor</h2>`) {
		t.Error("the HTML lacks «Cómo juega este motor»")
	}
	if !slices.Equal(notApplicableNotes(nil), nil) {
		t.Error("notes for no items")
	}
}

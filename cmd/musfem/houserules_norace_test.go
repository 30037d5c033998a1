//go:build !race

package main

import (
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/musfem/musfem/certify"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/faults"
)

// houseProfile is what an engine with house rules offers: the mano
// discards first, no deje, raises by one. It refuses the defaults of those
// keys (UNSUPPORTED).
const houseProfile = "discard_order=mano_primero,deje=false,min_raise=1"

// houseEngine is the --motor command of musfem serve --ofrece profile
// (with the faults named, if any), from the test binary.
func houseEngine(fault, profile string) string {
	return `env MUSFEM_CERTIFY_SERVE=1 MUSFEM_CERTIFY_FAULT=` + fault + ` MUSFEM_CERTIFY_OFFER=` + profile + ` "` + os.Args[0] + `"`
}

// certifyHouse certifies houseEngine(fault, houseProfile) with 20 games,
// without the comparison of hands, and returns the certificate's Markdown
// and JSON.
func certifyHouse(t *testing.T, fault string, wantStatus int, more ...string) (string, *certify.Report) {
	t.Helper()
	return certifyOffer(t, fault, houseProfile, wantStatus, more...)
}

// long reports whether the long tests run (make long: MUSFEM_LONG=1).
func long() bool { return os.Getenv("MUSFEM_LONG") != "" }

// certifyOffer is certifyHouse with another profile, and more options of
// musfem certify (--articulo) if given.
func certifyOffer(t *testing.T, fault, profile string, wantStatus int, more ...string) (string, *certify.Report) {
	t.Helper()
	dir := t.TempDir()
	args := append([]string{"--motor", houseEngine(fault, profile), "--nombre", "casa", "--partidas", "20", "--comparaciones", "ninguna", "--salida", dir}, more...)
	st, _, errs := certifyCmd(args...)
	if st != wantStatus {
		t.Fatalf("estado %d, se esperaba %d\n%s", st, wantStatus, errs)
	}
	md, err := os.ReadFile(filepath.Join(dir, "certificacion-casa.md"))
	if err != nil {
		t.Fatal(err)
	}
	rep := readCertificate(t, filepath.Join(dir, "certificacion-casa.json"))
	return string(md), &rep
}

// TestCertifyHouseRules certifies musfem serve offering only values other
// than the defaults (issue 27, item 7): APROBADO, no ERROR anywhere, the
// differential games compare steps under the engine's values, the
// scenarios that need a default it lacks are NO APLICA saying which, and
// «Cómo juega este motor» opens the certificate with the three values.
func TestCertifyHouseRules(t *testing.T) {
	md, rep := certifyHouse(t, "", 0)
	if rep.Verdict != "APROBADO" {
		t.Errorf("veredicto %s: %v", rep.Verdict, rep.FailingRules())
	}
	s := rep.Summary
	if s.Articles.Error+s.Conventions.Error+s.Scenarios.Error+s.Fixtures.Error != 0 || len(rep.Failures) != 0 {
		t.Errorf("ERROR: artículos %d, convenciones %d, escenarios %d, registros %d, transporte %d",
			s.Articles.Error, s.Conventions.Error, s.Scenarios.Error, s.Fixtures.Error, len(rep.Failures))
	}
	// Most scenarios still run: only those that need one of the three
	// defaults are left out (about a hundred of 562).
	if s.GamesPlayed != 20 || s.Steps < 20*10 || s.Scenarios.Pasa < 400 || s.Scenarios.Falla != 0 || s.Fixtures.Pasa == 0 {
		t.Errorf("partidas %d, pasos %d, escenarios %+v, registros %+v", s.GamesPlayed, s.Steps, s.Scenarios, s.Fixtures)
	}
	var keys []string
	for _, h := range rep.HouseRules {
		keys = append(keys, h.Setting())
	}
	if want := []string{`discard_order = "mano_primero"`, "min_raise = 1", "deje = false"}; !slices.Equal(keys, want) {
		t.Errorf("reglas de la casa %v, se esperaban %v", keys, want)
	}
	i, j := strings.Index(md, "## Cómo juega este motor"), strings.Index(md, "## Resumen")
	if i < 0 || j < i {
		t.Fatal("el certificado no empieza por «Cómo juega este motor»")
	}
	for _, want := range []string{
		`- discard_order = "mano_primero" (por defecto "repartidor_primero"), CONVENCION-orden-descarte`,
		"- min_raise = 1 (por defecto 2), CONVENCION-subida",
		"- deje = false (por defecto true), CONVENCION-deje",
	} {
		if !strings.Contains(md[i:j], want) {
			t.Errorf("«Cómo juega este motor» no dice %q", want)
		}
	}
	for _, want := range []string{`requiere discard_order = "repartidor_primero"`, "requiere min_raise = 2", "requiere deje = true"} {
		if !strings.Contains(md, want) {
			t.Errorf("ninguna nota dice %q", want)
		}
	}
}

// TestCertifyFaultsUnderHouseRules: faulty engines behind the same offer
// still fail exactly the articles their faults declare. Make long
// certifies two of them whole; make test one, on its article (--articulo:
// its scenarios, the differential games charged to it), which fails
// alone, while TestCertifyHouseRules certifies the reference under the
// same offer whole, and nothing fails there.
func TestCertifyFaultsUnderHouseRules(t *testing.T) {
	names := []string{"negada-no-cuenta", "no-quiero-del-primer-rival"}
	if !long() {
		names = names[:1]
	}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			var f faults.Fault
			for _, x := range faults.List() {
				if x.Name == name {
					f = x
				}
			}
			if f.Name == "" {
				t.Fatalf("el defecto %s no existe", name)
			}
			var more []string
			if !long() {
				if len(f.Articles) != 1 {
					t.Fatalf("%s declara %v: --articulo elige uno", name, f.Articles)
				}
				more = []string{"--articulo", f.Articles[0]}
			}
			_, rep := certifyHouse(t, name, 1, more...)
			var got []string
			for _, r := range rep.FailingRules() {
				got = append(got, r.ID+" "+string(r.Status))
			}
			var want []string
			for _, a := range f.Articles {
				want = append(want, a+" "+string(evidence.Falla))
			}
			sort.Strings(got)
			sort.Strings(want)
			if !slices.Equal(got, want) {
				t.Errorf("fallan %v; el defecto declara %v", got, want)
			}
			if len(rep.HouseRules) != 3 {
				t.Errorf("reglas de la casa %v", rep.HouseRules)
			}
		})
	}
}

// TestCertifyValueThatSetsAside certifies musfem serve offering only a
// value that sets an article aside (the catalog's sets_aside_when):
// piedra_de_paso = true, or count_order = "parejas"; both set aside
// FEM-VII.2. That article fails, by the house rule, and nothing else does;
// «Cómo juega este motor» says so. Make long certifies the whole catalog;
// make test chapter VII, where both are played (TestCertifyHouseRules
// certifies another offer whole, and certify's TestSetAsideArticleFails and
// TestHouseRulesAreTheValuesOffered check what a value sets aside from the
// catalog).
func TestCertifyValueThatSetsAside(t *testing.T) {
	var more []string
	if !long() {
		more = []string{"--articulo", "FEM-VII"}
	}
	for _, tc := range []struct{ offer, value, def, convention string }{
		{"piedra_de_paso=true", "piedra_de_paso = true", "false", "CONVENCION-piedra-de-paso"},
		{"count_order=parejas", `count_order = "parejas"`, `"lances"`, "CONVENCION-fin-al-contar"},
	} {
		t.Run(tc.offer, func(t *testing.T) {
			md, rep := certifyOffer(t, "", tc.offer, 1, more...)
			var got []string
			for _, r := range rep.FailingRules() {
				got = append(got, r.ID+" "+string(r.Status)+": "+r.Instead)
			}
			want := []string{"FEM-VII.2 FALLA: Convención FALLA " + tc.value + ": el motor juega " + tc.value + " (" + tc.convention + "), que aparta FEM-VII.2: juega otra regla que la del Reglamento."}
			if !slices.Equal(got, want) {
				t.Errorf("fallan %q, se esperaba %q", got, want)
			}
			if line := "- " + tc.value + " (por defecto " + tc.def + "), " + tc.convention + ", que lee FEM-VII.2: aparta FEM-VII.2 del Reglamento, que por eso FALLA."; !strings.Contains(md, line) {
				t.Errorf("«Cómo juega este motor» no dice %q", line)
			}
			if s := rep.Summary; s.Scenarios.Error+s.Scenarios.Falla != 0 || s.Steps == 0 {
				t.Errorf("escenarios %+v, pasos %d", s.Scenarios, s.Steps)
			}
		})
	}
}

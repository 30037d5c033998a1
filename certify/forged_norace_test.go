//go:build !race

// TestForgedPartsAreRefused collects a run in two parts, then forges them
// in a score of ways: what it tests (seals, shares, joins) runs on one
// goroutine, and its collections on one worker, about five times slower
// under the race detector for nothing it could see. It is built without
// the detector only, and make test runs it in its pass without it
// (internal/racepkgs); the collection of parts runs under -race in
// TestPartsInterruptedAndFarewells, a run on several workers in
// TestReportDeterministic.

package certify

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strings"
	"testing"

	"github.com/musfem/musfem/evidence"
)

// TestForgedPartsAreRefused: the untouched parts of a run join into the
// certificate of the whole run; a part edited by hand (its seal no
// longer matches), parts forged to pass everything and sealed without the
// key (under another key, or with a plain SHA-256), one resealed after claiming other work than its share
// (both parts, more games, an interrupted run with its mark taken off,
// another part's scenario, group or round), parts of another build, seed
// or time limit, a part missing, repeated or claimed twice, and a part
// without seal are refused, each naming the file at fault.
func TestForgedPartsAreRefused(t *testing.T) {
	o := shortCompareRoundsOf(Options{Target: forkable{flipTarget()}, Selector: "CONVENCION-orden-grande", NoFixtures: true, Games: 6, Seed: 5, Workers: 1}, 8)
	parts := sealedParts(t, o, 2)
	whole, err := Run(o)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := whole.JSON()
	joined, err := JoinFiles(files(parts...), testKey)
	if err != nil {
		t.Fatalf("lotes intactos: %v", err)
	}
	if rep, err := Build(joined); err != nil {
		t.Fatal(err)
	} else if got, _ := rep.JSON(); !bytes.Equal(got, want) {
		t.Error("los lotes intactos no dan el certificado de la ejecución entera")
	}
	if whole.Verdict != "RECHAZADO" || len(parts[0].Groups)+len(parts[1].Groups) == 0 {
		t.Fatalf("el motor de la prueba debe dar grupos y un rechazo: %s", whole.Verdict)
	}

	reseal := func(r *Results) *Results {
		if err := r.Seal(testKey); err != nil {
			t.Fatal(err)
		}
		return r
	}
	// forge passes a part for one that passes everything, sealed as a
	// forger without the key can: under another key, or with the plain
	// SHA-256 a part of version 4 carried.
	passing := func(r *Results) {
		for i := range r.Items {
			r.Items[i].Status = evidence.Pasa
		}
		r.Groups = []GroupRecord{}
	}
	forgeKey := func(r *Results) *Results {
		if err := r.Seal(mustKey("otra clave cualquiera de 16+", "otra")); err != nil {
			t.Fatal(err)
		}
		return r
	}
	forgePlain := func(r *Results) *Results {
		r.Digest = ""
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(b)
		r.Digest = "sha256:" + hex.EncodeToString(sum[:])
		return r
	}
	edit := func(k int, f func(r *Results)) *Results {
		r := clone(t, parts[k])
		f(r)
		return r
	}
	other := func(k int) int { return 1 - k }
	for _, tc := range []struct {
		name  string
		parts []*Results
		want  []string
	}{
		{"editado a mano", []*Results{edit(0, passing), parts[1]}, []string{"parte-a.json", "no corresponde a su contenido", "la prueba"}},
		{"forjado con otra clave", []*Results{forgeKey(edit(0, passing)), forgeKey(edit(1, passing))}, []string{"parte-a.json", "se selló con otra clave"}},
		{"forjado con una huella sin clave", []*Results{forgePlain(edit(0, passing)), forgePlain(edit(1, passing))}, []string{"parte-a.json", "no lleva un sello con clave", "cualquiera puede calcular"}},
		{"sin sello", []*Results{edit(0, func(r *Results) { r.Digest = "" }), parts[1]}, []string{"parte-a.json", "no lleva el sello"}},
		{"dice ser los dos lotes", []*Results{reseal(edit(0, func(r *Results) {
			r.Done = []int{1, 2}
			r.Items = append(r.Items, parts[1].Items...)
		}))}, []string{"parte-a.json", "dice ser los lotes 1, 2 de 2"}},
		{"más partidas", []*Results{reseal(edit(0, func(r *Results) { r.Played = 2000000 })), parts[1]}, []string{"parte-a.json", "2000000 partidas", "le tocan 3 de 6"}},
		{"interrumpido sin marca", []*Results{parts[0], reseal(edit(1, func(r *Results) { r.Played-- }))}, []string{"parte-b.json", "le tocan 3 de 6"}},
		{"interrumpido", []*Results{parts[0], reseal(edit(1, func(r *Results) { r.Interrupted, r.Cut = true, []string{"las partidas diferenciales"} }))}, []string{"parte-b.json", "se interrumpió"}},
		{"comprobación de otro lote", []*Results{reseal(edit(0, func(r *Results) { r.Items = append(r.Items, parts[1].Items[0]) })), parts[1]}, []string{"parte-a.json", "es del lote 2"}},
		{"grupo de otro lote", []*Results{reseal(edit(0, func(r *Results) {
			g := firstGroup(t, parts)
			g.First = other(0)
			r.Groups = []GroupRecord{g}
		})), parts[1]}, []string{"parte-a.json", "el grupo"}},
		{"rondas de más", []*Results{reseal(edit(0, func(r *Results) { r.Comparisons[0].Played++ })), parts[1]}, []string{"parte-a.json", "rondas de la comparación de manos"}},
		{"otra compilación", []*Results{parts[0], reseal(edit(1, func(r *Results) { r.Producer.Build = "ejecutable sha256:otro" }))}, []string{"parte-a.json", "parte-b.json", "dos compilaciones distintas de musfem"}},
		{"compilación ajena", []*Results{reseal(edit(0, func(r *Results) { r.Producer.Build = "ejecutable sha256:otro" })), reseal(edit(1, func(r *Results) { r.Producer.Build = "ejecutable sha256:otro" }))}, []string{"parte-a.json", "otra compilación de musfem", "une los lotes con el mismo musfem"}},
		{"otra semilla", []*Results{parts[0], reseal(edit(1, func(r *Results) { r.Seed = 6 }))}, []string{"parte-a.json", "parte-b.json", "semilla 5 y 6"}},
		{"otro tiempo", []*Results{parts[0], reseal(edit(1, func(r *Results) { r.Producer.Timeout = "1h0m0s" }))}, []string{"parte-b.json", "--tiempo 10s y 1h0m0s"}},
		{"otro motor", []*Results{parts[0], reseal(edit(1, func(r *Results) { r.Producer.EngineFiles = []string{"motor sha256:otro"} }))}, []string{"parte-b.json", "ficheros del motor"}},
		{"falta uno", []*Results{parts[1]}, []string{"falta el lote 1 de 2"}},
		{"repetido", []*Results{parts[0], parts[0], parts[1]}, []string{"parte-a.json", "parte-b.json", "el mismo lote 1 de 2, repetido"}},
		{"dos que dicen ser el mismo", []*Results{parts[0], reseal(edit(0, func(r *Results) { r.Stderr = "otro" })), parts[1]}, []string{"parte-a.json", "parte-b.json", "dicen los dos ser el lote 1 de 2"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := JoinFiles(files(tc.parts...), testKey)
			if err == nil {
				t.Fatal("se unen")
			}
			t.Log(err)
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("el error no dice %q: %v", w, err)
				}
			}
		})
	}
}

// firstGroup returns a group of the parts.
func firstGroup(t *testing.T, parts []*Results) GroupRecord {
	t.Helper()
	for _, p := range parts {
		if len(p.Groups) > 0 {
			return p.Groups[0]
		}
	}
	t.Fatal("ningún lote tiene grupos")
	return GroupRecord{}
}

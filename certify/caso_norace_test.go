//go:build !race

package certify

import (
	"slices"
	"testing"
)

// TestCaseFilesIsolateTheirGroups: the case files of an engine with two
// faults (no deje, no negada) each judge their own group: the case of the
// deje passes on the engine that pays the deje and still misses the
// negada, and fails on the one that misses the deje alone; the case of
// the negada, the other way round.
func TestCaseFilesIsolateTheirGroups(t *testing.T) {
	rep, err := Run(shortCompare(Options{Target: faultTarget(t, "deje-no-se-paga,negada-no-cuenta"), Selector: "CONVENCION-deje",
		Games: 60, Seed: faultSeed, Workers: 1, NoFixtures: true}))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := rep.WriteCases(dir, "dos"); err != nil {
		t.Fatal(err)
	}
	cases := map[string]string{} // fault → case file of its group
	for _, g := range rep.Groups {
		if g.Repro == nil || g.Repro.CaseFile == "" {
			continue
		}
		switch {
		case slices.Contains(g.Articles, "CONVENCION-deje") && cases["deje-no-se-paga"] == "":
			cases["deje-no-se-paga"] = g.Repro.CaseFile
		case slices.Equal(g.Articles, []string{"CONVENCION-negada"}) && cases["negada-no-cuenta"] == "":
			cases["negada-no-cuenta"] = g.Repro.CaseFile
		}
	}
	if len(cases) != 2 {
		t.Fatalf("faltan casos de los dos defectos: %v (grupos %d)", cases, len(rep.Groups))
	}
	for fault, file := range cases {
		c, err := LoadCase(dir + "/" + file)
		if err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			engine string
			agrees bool
		}{
			{fault, false},
			{map[string]string{"deje-no-se-paga": "negada-no-cuenta", "negada-no-cuenta": "deje-no-se-paga"}[fault], true},
			{"deje-no-se-paga,negada-no-cuenta", false},
		} {
			tg := faultTarget(t, tc.engine)
			if why := c.NotOffered(tg); why != "" {
				t.Fatalf("%s: %s", file, why)
			}
			res, err := c.Replay(tg)
			if err != nil {
				t.Fatal(err)
			}
			if res.Agrees() != tc.agrees {
				t.Errorf("caso %s (%s) con el motor %s: pasa %v, se esperaba %v; grupos %v, otros %v", file, fault, tc.engine, res.Agrees(), tc.agrees, res.Groups, res.Others)
			}
		}
	}
}

package evidence

import (
	"fmt"
	"slices"
	"testing"
)

// TestJudgePrecedence checks Judge against the order docs/aspects.md §6
// states: FALLA if any check fails; else ERROR; else TIEMPO; else NO
// APLICA for an entry no engine can apply; else CONSECUENCIA (a pass never
// outweighs a check hidden by another divergence); else PASA; else «lo
// calcula el adaptador»; else SIN PRUEBAS for an entry an engine
// must apply and NO APLICA for one it need not. NO APLICA and ESPERADO
// results are not evidence, and a row never shows NO APLICA beside a
// FALLA. Each case is judged in both orders of its results: the order of
// the checks does not matter.
func TestJudgePrecedence(t *testing.T) {
	for _, tc := range []struct {
		name    string
		applies Applies
		results []Status
		want    Status
	}{
		{"must without evidence", Must, nil, SinPruebas},
		{"may without evidence", May, nil, NoAplica},
		{"cannot without evidence", Cannot, nil, NoAplica},
		{"a pass", Must, []Status{Pasa}, Pasa},
		{"a failure beats a pass", Must, []Status{Pasa, Falla}, Falla},
		{"a failure beats an error and a time-out", Must, []Status{Tiempo, Error, Falla}, Falla},
		{"an error beats a pass", Must, []Status{Pasa, Error}, Error},
		{"an error beats a time-out", Must, []Status{Tiempo, Error}, Error},
		{"a time-out beats a pass", Must, []Status{Pasa, Tiempo}, Tiempo},
		{"a pass beats the adapter's", Must, []Status{Adaptador, Pasa}, Pasa},
		{"a consequence beats a pass", Must, []Status{Consecuencia, Pasa}, Consecuencia},
		{"a consequence beats many passes", Must, []Status{Pasa, Pasa, Consecuencia, Pasa}, Consecuencia},
		{"a consequence beats the adapter's pass", Must, []Status{Consecuencia, Adaptador}, Consecuencia},
		{"a consequence, a pass and the adapter's, may", May, []Status{Adaptador, Pasa, Consecuencia}, Consecuencia},
		{"only a consequence", Must, []Status{Consecuencia}, Consecuencia},
		{"only a consequence, may", May, []Status{Consecuencia}, Consecuencia},
		{"a failure beats a consequence", Must, []Status{Consecuencia, Falla}, Falla},
		{"no aplica is not evidence", Must, []Status{NoAplica}, SinPruebas},
		{"esperado is not evidence", Must, []Status{Esperado}, SinPruebas},
		{"not evidence, may", May, []Status{NoAplica, Esperado}, NoAplica},
		{"not evidence beside a pass", Must, []Status{NoAplica, Esperado, Pasa}, Pasa},
		{"a pass, may", May, []Status{Pasa}, Pasa},
		{"the adapter's pass, may", May, []Status{Adaptador}, Adaptador},
		{"a pass on what cannot apply", Cannot, []Status{Pasa}, NoAplica},
		{"the adapter's pass on what cannot apply", Cannot, []Status{Adaptador}, NoAplica},
		{"a consequence on what cannot apply", Cannot, []Status{Consecuencia}, NoAplica},
		{"never NO APLICA beside a failure", Cannot, []Status{Pasa, Falla}, Falla},
		{"an error on what cannot apply", Cannot, []Status{Pasa, Error}, Error},
		{"a time-out on what cannot apply", Cannot, []Status{Tiempo}, Tiempo},
	} {
		for _, order := range []string{"", " (al revés)"} {
			rs := slices.Clone(tc.results)
			if order != "" {
				slices.Reverse(rs)
			}
			t.Run(tc.name+order, func(t *testing.T) {
				if got := Judge(tc.applies, rs); got != tc.want {
					t.Errorf("Judge(%s, %v) = %s, se esperaba %s", appliesName(tc.applies), rs, got, tc.want)
				}
			})
		}
	}
}

// appliesName names an Applies in a test's message.
func appliesName(a Applies) string {
	switch a {
	case Must:
		return "Must"
	case May:
		return "May"
	case Cannot:
		return "Cannot"
	}
	return fmt.Sprintf("Applies(%d)", int(a))
}

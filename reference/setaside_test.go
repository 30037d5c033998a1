package reference

import (
	"slices"
	"strings"
	"testing"
)

// TestSetAsideByFollowsTheValues: a convention sets its articles aside
// only under the values of its sets_aside_when (signal_moment =
// "cada_corte" for the señas, ordago_postre_penalties = "penalizar" for the
// postre with 33, quiero_singular = "cierra" for the quiero, piedra_de_paso
// = true for the count); nil asks for every convention that may.
func TestSetAsideByFollowsTheValues(t *testing.T) {
	c := mustLoad(t)
	values := func(kv ...string) func(string) (string, bool) {
		return func(k string) (string, bool) {
			for i := 0; i+1 < len(kv); i += 2 {
				if kv[i] == k {
					return kv[i+1], true
				}
			}
			return "", false
		}
	}
	for _, tc := range []struct {
		id    string
		value func(string) (string, bool)
		want  []string
	}{
		{"FEM-VIII.3", nil, []string{"CONVENCION-senas-momento"}},
		{"FEM-VIII.3", values("signal_moment", `"cada_corte"`), []string{"CONVENCION-senas-momento"}},
		{"FEM-VIII.5", values("signal_moment", `"reglamento"`), nil},
		{"FEM-VIII.5", values(), nil},
		{"FEM-VI.12", values("ordago_postre_penalties", `"off"`), nil},
		{"FEM-VI.24", values("ordago_postre_penalties", `"penalizar"`), []string{"CONVENCION-postre-33"}},
		{"FEM-VI.3", values("quiero_singular", `"cierra"`), []string{"CONVENCION-quiero-cierra"}},
		{"FEM-VI.3", values("quiero_singular", `"rectificable"`), nil},
		{"FEM-VI.7", nil, nil},
		{"FEM-VII.2", values("piedra_de_paso", "true"), []string{"CONVENCION-piedra-de-paso"}},
		{"FEM-VII.2", values("piedra_de_paso", "false"), nil},
		{"FEM-VII.2", values("count_order", `"parejas"`), []string{"CONVENCION-fin-al-contar"}},
		{"FEM-VII.2", values("count_order", `"lances"`, "piedra_de_paso", "true"), []string{"CONVENCION-piedra-de-paso"}},
		{"FEM-VII.2", values("count_order", `"parejas"`, "piedra_de_paso", "true"), []string{"CONVENCION-fin-al-contar", "CONVENCION-piedra-de-paso"}},
	} {
		if got := c.SetAsideBy(tc.id, tc.value); !slices.Equal(got, tc.want) {
			t.Errorf("SetAsideBy(%s) = %v, want %v", tc.id, got, tc.want)
		}
	}
}

// TestSetsAsideWhenIsChecked: sets_aside_when names keys of the
// convention's config_keys, and needs articles to set aside.
func TestSetsAsideWhenIsChecked(t *testing.T) {
	for _, tc := range []struct{ old, new, want string }{
		{`sets_aside_when = [{ key = "signal_moment", value = "cada_corte" }]`, `sets_aside_when = [{ key = "deje", value = true }]`, `sets_aside_when names "deje", which config_keys does not list`},
		{`sets_aside = ["FEM-VIII.3", "FEM-VIII.5"]`, ``, `sets_aside_when without sets_aside`},
	} {
		m := realFS(t)
		replace(t, m, "convenciones.toml", tc.old, tc.new)
		_, err := LoadFS(m)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s → %s: error %v, want %q", tc.old, tc.new, err, tc.want)
		}
	}
}

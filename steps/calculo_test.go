package steps

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var (
	reScoreStep    = regexp.MustCompile(`^(Entonces|Y|Pero|\*) (el marcador es A|la pareja [AB] se apunta|consta que la pareja [AB] se apunta)`)
	reScenarioHead = regexp.MustCompile(`^(Escenario|Ejemplo|Esquema del escenario):`)
)

// TestScoresCarryTheirCalculation checks that every step asserting a score
// or an award has, earlier in its scenario, a "# cálculo:" comment with the
// arithmetic worked out by hand from the rule (docs/pasos.md).
func TestScoresCarryTheirCalculation(t *testing.T) {
	for _, dir := range featurePaths {
		files, _ := filepath.Glob(filepath.Join(dir, "*.feature"))
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			seen := false
			for i, l := range strings.Split(string(data), "\n") {
				s := strings.TrimSpace(l)
				switch {
				case reScenarioHead.MatchString(s):
					seen = false
				case strings.HasPrefix(s, "# cálculo:"):
					seen = true
				case reScoreStep.MatchString(s) && !seen:
					t.Errorf("%s:%d: «%s» no tiene antes ninguna línea «# cálculo:» en su escenario", f, i+1, s)
				}
			}
		}
	}
}

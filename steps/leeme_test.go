package steps

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/internal/jerga"
	"github.com/musfem/musfem/tiempo"
)

// leemePath is the Spanish guide for professors and players.
const leemePath = "../docs/LEEME.md"

// keysHeading opens the table of docs/LEEME.md that explains the keys the
// scenarios set with «la regla "clave" vale …» and «el ajuste del árbitro
// "clave" vale …».
const keysHeading = "### Las reglas de la partida en los escenarios"

// keyRow is one row of that table: | `clave` | qué es | `por defecto` |.
var keyRow = regexp.MustCompile("^\\| `([a-z0-9_]+)` \\| (.+) \\| `(.+)` \\|$")

// keyEntry is a row of the table.
type keyEntry struct {
	name, meaning, def string
}

// leemeKeys reads the table of keys of docs/LEEME.md.
func leemeKeys(t *testing.T) []keyEntry {
	t.Helper()
	data, err := os.ReadFile(leemePath)
	if err != nil {
		t.Fatal(err)
	}
	_, after, found := strings.Cut(string(data), "\n"+keysHeading+"\n")
	if !found {
		t.Fatalf("%s no tiene la sección %q", leemePath, keysHeading)
	}
	var out []keyEntry
	for _, l := range strings.Split(after, "\n") {
		if strings.HasPrefix(l, "#") {
			break
		}
		if m := keyRow.FindStringSubmatch(l); m != nil {
			out = append(out, keyEntry{m[1], m[2], m[3]})
		}
	}
	return out
}

// wantKeys returns every key a scenario can set, in the order of their
// files, with its default as TOML text: the rules (config.Keys) and then
// the referee's settings (config/runner.default.toml).
func wantKeys(t *testing.T) []keyEntry {
	t.Helper()
	var out []keyEntry
	for _, k := range config.Keys() {
		out = append(out, keyEntry{name: k.Name, def: k.Default})
	}
	var settings map[string]any
	if err := toml.Unmarshal(config.RunnerFile(), &settings); err != nil {
		t.Fatal(err)
	}
	for _, name := range tiempo.SettingKeys() {
		def := ""
		switch v := settings[name].(type) {
		case string:
			def = `"` + v + `"`
		default:
			def = fmt.Sprint(v)
		}
		out = append(out, keyEntry{name: name, def: def})
	}
	return out
}

// TestLeemeExplainsEveryKey: the table of docs/LEEME.md has a row for every
// key of the rules and of the referee's settings — so for every key a
// scenario sets — in the order of their files, each with a Spanish
// explanation free of internal references and the default of its file.
func TestLeemeExplainsEveryKey(t *testing.T) {
	got, want := leemeKeys(t), wantKeys(t)
	names := func(es []keyEntry) []string {
		var out []string
		for _, e := range es {
			out = append(out, e.name)
		}
		return out
	}
	if g, w := names(got), names(want); !slices.Equal(g, w) {
		t.Fatalf("las claves de la tabla de %s son\n%v\ny deben ser, en este orden,\n%v", leemePath, g, w)
	}
	for i, e := range got {
		if e.def != want[i].def {
			t.Errorf("%s: la clave %s vale por defecto `%s` en su fichero, no `%s`", leemePath, e.name, want[i].def, e.def)
		}
		if m := jerga.Internal(e.meaning); m != "" {
			t.Errorf("%s: la explicación de %s tiene una referencia interna, «%s»", leemePath, e.name, m)
		}
	}
}

// stepKey finds the key of a step that sets a rule or a setting.
var stepKey = regexp.MustCompile(`(?:la regla|el ajuste del árbitro) "([a-z0-9_]+)"`)

// TestScenarioKeysAreInLeeme: every key a step of features/ names is a row
// of the table of docs/LEEME.md (the check that can fail when a scenario
// names a key the guide does not explain).
func TestScenarioKeysAreInLeeme(t *testing.T) {
	var explained []string
	for _, e := range leemeKeys(t) {
		explained = append(explained, e.name)
	}
	for _, dir := range featurePaths {
		files, _ := filepath.Glob(filepath.Join(dir, "*.feature"))
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for i, l := range strings.Split(string(data), "\n") {
				for _, m := range stepKey.FindAllStringSubmatch(l, -1) {
					if !slices.Contains(explained, m[1]) {
						t.Errorf("%s:%d: la clave %q no está en la tabla de %s", f, i+1, m[1], leemePath)
					}
				}
			}
		}
	}
}

// TestLeemeSpeaksSpanish: docs/LEEME.md, the way in for a professor, has
// no internal reference and no English name of the event catalog. The
// referee's settings file, config/runner.default.toml, is named as what
// it is: a file the reader may edit.
func TestLeemeSpeaksSpanish(t *testing.T) {
	data, err := os.ReadFile(leemePath)
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range strings.Split(string(data), "\n") {
		l = strings.ReplaceAll(l, "config/runner.default.toml", "")
		if m := jerga.Internal(l); m != "" {
			t.Errorf("%s:%d: «%s» es una referencia interna", leemePath, i+1, m)
		}
		if m := jerga.CatalogName(l); m != "" {
			t.Errorf("%s:%d: «%s» es un nombre del catálogo en inglés", leemePath, i+1, m)
		}
	}
}

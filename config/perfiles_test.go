package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestProfilesLoad checks every file of config/perfiles/: it loads, has a
// description line, restates every key of the table (so that a new key
// forces a decision in every profile), and says why above each key.
func TestProfilesLoad(t *testing.T) {
	ps, err := Profiles()
	if err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob(filepath.Join("perfiles", "*.toml"))
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != len(files) || len(ps) < 3 {
		t.Fatalf("Profiles() da %d perfiles; config/perfiles/ tiene %d ficheros (al menos 3)", len(ps), len(files))
	}
	var names []string
	for _, p := range ps {
		names = append(names, p.Name)
		if p.File != "config/perfiles/"+p.Name+".toml" {
			t.Errorf("%s: File = %q", p.Name, p.File)
		}
		if len(p.Description) < 20 {
			t.Errorf("%s:1: la primera línea debe ser un comentario que describa el perfil, no %q", p.File, p.Description)
		}
		set := map[string]bool{}
		for _, k := range p.Keys {
			set[k] = true
		}
		for _, k := range Keys() {
			if !set[k.Name] {
				t.Errorf("%s: no fija %s: cada perfil repite todas las claves y dice por qué", p.File, k.Name)
			}
		}
		data, err := os.ReadFile(filepath.Join("perfiles", p.Name+".toml"))
		if err != nil {
			t.Fatal(err)
		}
		checkCommented(t, p.File, string(data))
	}
	for _, want := range []string{"fem-literal", "mesa-habitual", "semillas"} {
		if !strings.Contains(" "+strings.Join(names, " ")+" ", " "+want+" ") {
			t.Errorf("falta el perfil config/perfiles/%s.toml", want)
		}
	}
}

// checkCommented fails for a key line whose block (the key lines right
// above it) does not start with a comment.
func checkCommented(t *testing.T, file, text string) {
	t.Helper()
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if !isKeyLine(l) {
			continue
		}
		j := i - 1
		for j >= 0 && isKeyLine(lines[j]) {
			j--
		}
		if j < 0 || !strings.HasPrefix(strings.TrimSpace(lines[j]), "#") {
			t.Errorf("%s:%d: %s no lleva encima un comentario que diga por qué y de qué fuente", file, i+1, strings.TrimSpace(l))
		}
	}
}

func isKeyLine(l string) bool {
	l = strings.TrimSpace(l)
	return l != "" && !strings.HasPrefix(l, "#") && strings.Contains(l, "=")
}

// TestSemillasIsTheDefault checks that the seeds' profile plays what
// config/rules.default.toml plays. If a default changes on purpose (an
// answer to P4–P8), semillas.toml keeps the seeds' value and this test
// must then compare against the seeds, not the defaults.
func TestSemillasIsTheDefault(t *testing.T) {
	ps, err := Profiles()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		if p.Name != "semillas" {
			continue
		}
		if d := Diff(p.Rules); len(d) > 0 {
			t.Errorf("semillas.toml difiere de config/rules.default.toml en %v", d)
		}
		return
	}
	t.Fatal("no está config/perfiles/semillas.toml")
}

// TestProfilesDiffer checks that the other profiles change something, and
// pins by hand the values each one exists for.
func TestProfilesDiffer(t *testing.T) {
	ps, err := Profiles()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"fem-literal":   {`games_to_win = 5`, `raise_mode = "doble"`, `stock_size_public = false`, `deje = true`, `falta_de_tanto = "corte_libre"`, `falta_de_tanto_within = 5`, `ordago_postre_penalties = "reglamento"`, `signals_enabled = true`},
		"mesa-habitual": {`games_to_win = 3`, `raise_mode = "mas"`, `deje = false`, `falta_de_tanto = "turno"`, `signals_enabled = true`},
	}
	for _, p := range ps {
		for _, kv := range want[p.Name] {
			k, v, _ := strings.Cut(kv, " = ")
			if got, _ := Value(p.Rules, k); got != v {
				t.Errorf("%s: %s = %s, se esperaba %s", p.File, k, got, v)
			}
		}
	}
}

// TestDescription reads the first comment line.
func TestDescription(t *testing.T) {
	for in, want := range map[string]string{
		"# Perfil X: algo.\n# más\ndeje = true\n": "Perfil X: algo.",
		"\ufeff## Dos\n":     "Dos",
		"deje = true # no\n": "",
		"":                   "",
	} {
		if got := Description([]byte(in)); got != want {
			t.Errorf("Description(%q) = %q, se esperaba %q", in, got, want)
		}
	}
	if got, want := SetKeys([]byte("# c\ndeje = true\n\"max_bet\" = 3\ndeje = false\n[x]\n")), []string{"deje", "max_bet"}; !cmp.Equal(got, want) {
		t.Errorf("SetKeys = %v, se esperaba %v", got, want)
	}
}

// TestDocsListEveryProfile checks the «Perfiles» section of docs/config.md:
// it names every profile file, and its table has a column per profile
// with the value of every key the profile sets.
func TestDocsListEveryProfile(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "docs", "config.md"))
	if err != nil {
		t.Fatal(err)
	}
	var sec []string
	in := false
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "## ") {
			in = strings.HasPrefix(l, "## Perfiles")
			continue
		}
		if in {
			sec = append(sec, l)
		}
	}
	if sec == nil {
		t.Fatal("docs/config.md no tiene la sección «## Perfiles»")
	}
	text := strings.Join(sec, "\n")
	cells := func(l string) []string {
		c := strings.Split(strings.Trim(strings.TrimSpace(l), "|"), "|")
		for i := range c {
			c[i] = strings.TrimSpace(c[i])
		}
		return c
	}
	var head []string
	rows := map[string][]string{}
	for _, l := range sec {
		if !strings.HasPrefix(l, "|") {
			continue
		}
		c := cells(l)
		if strings.HasPrefix(c[0], "clave") {
			head = c
		}
		if head != nil && strings.HasPrefix(c[0], "`") {
			rows[strings.Trim(c[0], "`")] = c
		}
	}
	if head == nil {
		t.Fatal("docs/config.md, «Perfiles»: falta la tabla «| clave / key | … |»")
	}
	ps, err := Profiles()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		if !strings.Contains(text, "`"+p.File+"`") {
			t.Errorf("docs/config.md, «Perfiles»: no nombra %s", p.File)
		}
		col := -1
		for i, h := range head {
			if h == "`"+p.Name+".toml`" {
				col = i
			}
		}
		if col < 0 {
			t.Errorf("docs/config.md, «Perfiles»: la tabla no tiene columna `%s.toml`", p.Name)
			continue
		}
		for _, k := range p.Keys {
			v, _ := Value(p.Rules, k)
			r, ok := rows[k]
			if !ok || col >= len(r) {
				t.Errorf("docs/config.md, «Perfiles»: falta la fila de %s", k)
				continue
			}
			if r[col] != "`"+v+"`" {
				t.Errorf("docs/config.md, «Perfiles»: %s en %s.toml vale %s, la tabla dice %s", k, p.Name, v, r[col])
			}
		}
	}
}

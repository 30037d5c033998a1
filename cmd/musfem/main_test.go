package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runCmd(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	st := run(args, &out, &errb)
	return st, out.String(), errb.String()
}

// TestBadInput checks that bad input gets a clear Spanish message and a
// non-zero exit status, never a panic.
func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	badCfg := filepath.Join(dir, "malas.toml")
	os.WriteFile(badCfg, []byte("deje = true\ntarget_points = \"cuarenta\"\n"), 0o644)
	unknownCfg := filepath.Join(dir, "desconocida.toml")
	os.WriteFile(unknownCfg, []byte("# reglas\nreal_enabled = true\n"), 0o644)
	badLog := filepath.Join(dir, "roto.json")
	os.WriteFile(badLog, []byte("{\"format\": \"musfem-registro\", "), 0o644)
	tests := []struct {
		args []string
		want string
	}{
		{nil, "Uso:\n  musfem ORDEN [opciones]"},
		{[]string{"baila"}, `orden desconocida «baila»`},
		{[]string{"report", "--bogus"}, "opción desconocida «--bogus»"},
		{[]string{"report", "--articulo", "FEM-XXI", "-q"}, `artículo desconocido: «FEM-XXI»`},
		{[]string{"report", "--articulo", "FEM-IX.3", "-q"}, "FEM-IX.3 ya no existe: el catálogo 2 se ha leído en el texto del Reglamento, que no tiene ese artículo; lo que el catálogo 1 ponía ahí («Todos dicen «no juego» por error») está ahora en FEM-IX.1"},
		{[]string{"report", "--config", badCfg, "-q"}, "malas.toml:2: target_points"},
		{[]string{"report", "--config", unknownCfg, "-q"}, "CONVENCION-31-real"},
		{[]string{"report", "--partidas", "-3"}, "--partidas -3"},
		{[]string{"play"}, "falta --semilla S"},
		{[]string{"play", "--seed", "siete"}, `--seed «siete»`},
		{[]string{"play", "--seed", "1", "--bots", "random,bruto,random,random"}, `bot "bruto" desconocido`},
		{[]string{"play", "--seed", "1", "--bots", "random,random"}, "hacen falta 1 o 4 bots"},
		{[]string{"play", "--seed", "1", "--config", filepath.Join(dir, "no.toml")}, "no.toml"},
		{[]string{"play", "--seed", "1", "sobra"}, `argumento de más «sobra»`},
		{[]string{"replay"}, "hace falta un fichero de registro"},
		{[]string{"replay", filepath.Join(dir, "no.json")}, "no existe el fichero"},
		{[]string{"replay", badLog}, "roto.json: registro ilegible"},
	}
	for _, tt := range tests {
		st, _, stderr := runCmd(tt.args...)
		if st != 2 {
			t.Errorf("musfem %s: estado %d, se esperaba 2 (stderr: %s)", strings.Join(tt.args, " "), st, stderr)
		}
		if !strings.Contains(stderr, tt.want) {
			t.Errorf("musfem %s: el mensaje no dice %q:\n%s", strings.Join(tt.args, " "), tt.want, stderr)
		}
		if strings.Contains(stderr, "musfem: error interno") {
			t.Errorf("musfem %s: pánico: %s", strings.Join(tt.args, " "), stderr)
		}
	}
}

// TestPlayIsDeterministicAndReplays checks that the same seed prints the
// same bytes, that the saved game replays, and that a tampered log names
// the first differing event.
func TestPlayIsDeterministicAndReplays(t *testing.T) {
	st1, a, _ := runCmd("play", "--seed", "11", "--bots", "simple,random,simple,random")
	st2, b, _ := runCmd("play", "--seed", "11", "--bots", "simple,random,simple,random")
	if st1 != 0 || st2 != 0 || a != b || a == "" {
		t.Fatalf("play --seed 11 no es determinista (estados %d %d)", st1, st2)
	}
	for _, want := range []string{"Jugada 1", "corta el mus", "Se enseñan las cartas", "Gana el juego 1 la pareja"} {
		if !strings.Contains(a, want) {
			t.Errorf("el relato no contiene %q", want)
		}
	}
	st, js, _ := runCmd("play", "--seed", "11", "--json")
	if st != 0 {
		t.Fatalf("play --json: estado %d", st)
	}
	_, js2, _ := runCmd("play", "--seed", "11", "--json")
	if js != js2 {
		t.Fatal("play --json no es determinista")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "partida.json")
	os.WriteFile(path, []byte(js), 0o644)
	st, out, stderr := runCmd("replay", path)
	if st != 0 || !strings.Contains(out, "sin diferencias") {
		t.Fatalf("replay: estado %d\n%s%s", st, out, stderr)
	}
	// Tamper with the tenth event: the replay must name it.
	lines := strings.Split(js, "\n")
	n := 0
	for i, l := range lines {
		if strings.HasPrefix(l, `    {"seq":`) {
			n++
			if n == 10 {
				lines[i] = strings.Replace(l, `"round":1`, `"round":9`, 1)
			}
		}
	}
	os.WriteFile(path, []byte(strings.Join(lines, "\n")), 0o644)
	st, _, stderr = runCmd("replay", path)
	if st != 1 || !strings.Contains(stderr, "el evento 10 difiere") {
		t.Fatalf("replay de un registro alterado: estado %d, mensaje:\n%s", st, stderr)
	}
}

//go:build !race

// The bad files walked through every order that reads them, some of them
// huge or deeply nested: input checking that starts no goroutine, built
// without the race detector only; make test runs it in its pass without
// it (internal/racepkgs). The helpers and the other messages' tests are in
// messages_test.go.

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBadRulesFiles walks the bad rules files through every order that
// reads one (--reglas).
func TestBadRulesFiles(t *testing.T) {
	files := badTOML(t, t.TempDir(), tomlKind{intKey: "target_points", strKey: "deck_mode", wrongType: `target_points = "cuarenta"`})
	var cases []badCase
	for _, f := range files {
		cases = append(cases,
			badCase{"report/" + f.family, []string{"report", "-q", "--reglas", f.path}, 2, f.want},
			badCase{"play/" + f.family, []string{"play", "--semilla", "1", "--reglas", f.path}, 2, f.want},
			badCase{"partida/" + f.family, []string{"partida", "--jugadores", "simple", "--config", f.path}, 2, f.want})
	}
	checkBad(t, cases)
}

// TestBadSettingsFiles walks the bad runner settings files (--ajustes).
func TestBadSettingsFiles(t *testing.T) {
	files := badTOML(t, t.TempDir(), tomlKind{intKey: "decision_time_ms", strKey: "on_timeout", wrongType: `decision_time_ms = "mucho"`})
	var cases []badCase
	for _, f := range files {
		cases = append(cases, badCase{f.family, []string{"partida", "--jugadores", "simple", "--ajustes", f.path}, 2, f.want})
	}
	checkBad(t, cases)
}

// TestBadExpectationsFiles walks the bad expectations files (certify
// --esperados), checked before the engine is started.
func TestBadExpectationsFiles(t *testing.T) {
	files := badTOML(t, t.TempDir(), tomlKind{intKey: "articulo", strKey: "motivo", wrongType: "articulo = 3", head: "[[esperado]]\n"})
	var cases []badCase
	for _, f := range files {
		want := f.want
		switch f.family {
		case "enorme":
			want = "falta articulo"
		case "tipo", "grande":
			want = "articulo debe ser un texto"
		case "repetida":
			want = "ya está definida antes"
		}
		cases = append(cases, badCase{f.family, []string{"certify", "--motor", "no-arranca", "--esperados", f.path}, 2, want})
	}
	checkBad(t, cases)
}

// TestBadSavedGames walks bad saved games through replay and partida
// --reanudar: each is told with its place (line, column and byte, or the
// field, play or event).
func TestBadSavedGames(t *testing.T) {
	st, good, _ := runCmd("play", "--semilla", "3", "--json")
	if st != 0 {
		t.Fatalf("play --json: estado %d", st)
	}
	dir := t.TempDir()
	edit := func(from, to string) string {
		if !strings.Contains(good, from) {
			t.Fatalf("%q no está en el registro", from)
		}
		return strings.Replace(good, from, to, 1)
	}
	files := []struct{ family, text, want string }{
		{"vacío", "", "está vacío"},
		{"truncado", good[:len(good)/2], "el JSON se corta antes de terminar"},
		{"basura", "esto no es JSON", "línea 1, columna 1 (byte 0): se esperaba un valor JSON"},
		{"enorme", edit(`"seed": "3"`, `"seed": "`+strings.Repeat("1", huge)+`"`), "semilla"},
		{"anidado", edit(`"score": [0,0]`, `"score": `+strings.Repeat("[", 100_000)), "anidamiento demasiado profundo"},
		{"tipo", edit(`"seed": "3"`, `"seed": 3`), `el campo "seed" debe ser una cadena`},
		{"repetida", edit(`"seed": "3",`, `"seed": "3", "seed": "4",`), `campo "seed" repetido`},
		{"utf8", edit(`"seed": "3"`, "\"seed\": \"3\xff\""), "no es UTF-8"},
		{"control", edit(`"seed": "3"`, "\"seed\": \"3\x01\""), "carácter de control U+0001"},
		{"desconocido", edit(`"seed": "3",`, `"seed": "3", "semilla": 1,`), `campo desconocido "semilla"`},
		{"acción", edit(`{"seat":1,"type":"Mus"}`, `{"seat":1,"type":"Apuesta"}`), "acción 1 del registro"},
		{"reglas", edit(`"target_points":40`, `"target_points":"cuarenta"`), "target_points"},
		{"evento", edit(`"type":"BetPlaced"`, `"type":"Apuesta"`), `.json: evento 16: tipo "Apuesta" desconocido`},
	}
	var cases []badCase
	for _, f := range files {
		p := filepath.Join(dir, f.family+".json")
		if err := os.WriteFile(p, []byte(f.text), 0o644); err != nil {
			t.Fatal(err)
		}
		cases = append(cases,
			badCase{"replay/" + f.family, []string{"replay", p}, 2, f.want},
			badCase{"reanudar/" + f.family, []string{"partida", "--reanudar", p}, 2, f.want})
	}
	for _, f := range []struct{ family, path, want string }{
		{"no existe", filepath.Join(dir, "no.json"), "no existe el fichero"},
		{"carpeta", dir, "es una carpeta, no un fichero"},
	} {
		cases = append(cases,
			badCase{"replay/" + f.family, []string{"replay", f.path}, 2, f.want},
			badCase{"reanudar/" + f.family, []string{"partida", "--reanudar", f.path}, 2, f.want})
	}
	checkBad(t, cases)
}

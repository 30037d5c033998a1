package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/gamelog"
	"github.com/musfem/musfem/tiempo"
)

// testBot is the command line of a test bot of runner/testdata/bots.
func testBot(t *testing.T, name string) string {
	t.Helper()
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skipf("AVISO: no hay sh para los bots de prueba: %v", err)
	}
	return "sh ../../runner/testdata/bots/" + name + ".sh"
}

// readLog decodes a saved game.
func readLog(t *testing.T, path string) *gamelog.Log {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	l, err := gamelog.Decode(path, data)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// eventsJSON is the canonical JSON of a log's events, one per line.
func eventsJSON(t *testing.T, evs []engine.Event) string {
	t.Helper()
	var b strings.Builder
	for _, e := range evs {
		j, err := engine.Canonical(e)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(j)
		b.WriteByte('\n')
	}
	return b.String()
}

// TestPartidaInProcessIsDeterministicAndReplays: the same seed prints the
// same bytes, the saved log replays, and the narration is musfem play's.
func TestPartidaInProcessIsDeterministicAndReplays(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "p.json")
	rules := filepath.Join(dir, "a20.toml")
	if err := os.WriteFile(rules, []byte("target_points = 20\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"partida", "--jugadores", "random,simple,ordaguero,simple", "--seed", "12", "--juegos", "2", "--json", log, "--config", rules}
	st, out, errText := runCmd(args...)
	if st != 0 {
		t.Fatalf("estado %d: %s", st, errText)
	}
	if !strings.HasPrefix(out, "Partida con semilla 12 · jugadores: random, simple, ordaguero, simple\n") {
		t.Errorf("cabecera: %q", strings.SplitN(out, "\n", 2)[0])
	}
	if !strings.Contains(out, "Resultado: gana la pareja ") || !strings.Contains(out, "=== Juego 2") {
		t.Errorf("sin el resultado o sin el segundo juego (--juegos 2):\n%s", out)
	}
	st2, out2, _ := runCmd(args...)
	if st2 != 0 || out2 != out {
		t.Errorf("la misma semilla da otra salida (estado %d)", st2)
	}
	l := readLog(t, log)
	if l.Rules.GamesToWin != 2 || l.Rules.TargetPoints != 20 || l.Seed != 12 || strings.Join(l.Bots, ",") != "random,simple,ordaguero,simple" {
		t.Errorf("registro: games_to_win %d, semilla %d, bots %v", l.Rules.GamesToWin, l.Seed, l.Bots)
	}
	evs, err := gamelog.Replay(l)
	if err != nil {
		t.Fatalf("el registro no se repite: %v", err)
	}
	st3, rep, _ := runCmd("replay", log)
	_, told, _ := strings.Cut(out, "\n")
	told, _, _ = strings.Cut(told, "Resultado:")
	if _, replayed, _ := strings.Cut(rep, "\n"); st3 != 0 || replayed != told {
		t.Errorf("musfem replay (estado %d) no cuenta la misma partida que musfem partida", st3)
	}
	if len(evs) != len(l.Events) {
		t.Errorf("%d eventos repetidos, %d en el registro", len(evs), len(l.Events))
	}
}

// TestPartidaResumesToTheSameGame: a log cut after k plays, continued
// with --reanudar, ends with the events of the uninterrupted run.
func TestPartidaResumesToTheSameGame(t *testing.T) {
	dir := t.TempDir()
	full := filepath.Join(dir, "entera.json")
	if st, _, e := runCmd("partida", "--jugadores", "random,random-sin-ordago,simple,random", "--seed", "31", "--json", full); st != 0 {
		t.Fatalf("estado %d: %s", st, e)
	}
	l := readLog(t, full)
	for _, k := range []int{0, 1, len(l.Plays) / 2, len(l.Plays) - 1, len(l.Plays)} {
		_, evs, err := engine.Replay(l.Rules, l.Setup(), l.Plays[:k])
		if err != nil {
			t.Fatal(err)
		}
		cut := &gamelog.Log{Rules: l.Rules, Seed: l.Seed, Bots: l.Bots, Plays: l.Plays[:k], Events: evs}
		b, err := cut.Encode()
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, "cortada.json")
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		st, out, e := runCmd("partida", "--reanudar", path)
		if st != 0 {
			t.Fatalf("k=%d: estado %d: %s", k, st, e)
		}
		if !strings.HasPrefix(out, "Partida reanudada de "+path) {
			t.Errorf("k=%d: cabecera %q", k, strings.SplitN(out, "\n", 2)[0])
		}
		if got := readLog(t, path); eventsJSON(t, got.Events) != eventsJSON(t, l.Events) {
			t.Errorf("k=%d: la partida reanudada acaba con otros eventos que la entera", k)
		}
	}
}

// TestPartidaStoppedRunIsSavedAndResumable: a run that stops before the
// end (here the step limit of the settings) exits with status 1, says
// where the log is and how to continue, and --reanudar finishes it to the
// uninterrupted game.
func TestPartidaStoppedRunIsSavedAndResumable(t *testing.T) {
	dir := t.TempDir()
	short := filepath.Join(dir, "corto.toml")
	if err := os.WriteFile(short, []byte("max_actions = 5\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	full, path := filepath.Join(dir, "entera.json"), filepath.Join(dir, "p.json")
	if st, _, e := runCmd("partida", "--jugadores", "simple,random,simple,random", "--seed", "4", "--json", full); st != 0 {
		t.Fatalf("estado %d: %s", st, e)
	}
	st, _, e := runCmd("partida", "--jugadores", "simple,random,simple,random", "--seed", "4", "--json", path, "--ajustes", short)
	if st != 1 || !strings.Contains(e, "max_actions") || !strings.Contains(e, "musfem partida --reanudar "+path) {
		t.Fatalf("estado %d, error %q: se esperaba 1, el límite y cómo seguir", st, e)
	}
	if n := len(readLog(t, path).Plays); n != 5 {
		t.Errorf("el registro guardado tiene %d acciones, se esperaban 5", n)
	}
	if st, _, e := runCmd("partida", "--reanudar", path); st != 0 {
		t.Fatalf("--reanudar: estado %d: %s", st, e)
	}
	if eventsJSON(t, readLog(t, path).Events) != eventsJSON(t, readLog(t, full).Events) {
		t.Error("la partida reanudada acaba con otros eventos que la entera")
	}
}

// TestPartidaBadBots: bots that crash, answer garbage or illegal actions
// are handled by the runner's settings, with the seat, the command and
// what the bot said in the narration and the log; a bot that does not
// start is a usage error naming it.
func TestPartidaBadBots(t *testing.T) {
	dir := t.TempDir()
	t.Run("se cae", func(t *testing.T) {
		log := filepath.Join(dir, "cae.json")
		botLogs := filepath.Join(dir, "bots")
		st, out, e := runCmd("partida", "--jugadores", "simple,"+testBot(t, "crash")+",simple,simple", "--seed", "7", "--json", log, "--registro-bots", botLogs)
		if st != 0 {
			t.Fatalf("estado %d: %s", st, e)
		}
		for _, want := range []string{"Incidencia: el jugador del asiento 1 se desconecta", "me caigo", "estado de salida 3", "por abandono"} {
			if !strings.Contains(out, want) {
				t.Errorf("la salida no dice %q:\n%s", want, out)
			}
		}
		if b, err := os.ReadFile(filepath.Join(botLogs, "asiento-1.txt")); err != nil || !strings.Contains(string(b), "me caigo") {
			t.Errorf("--registro-bots: asiento-1.txt = %q (%v), se esperaba la salida de error del bot", b, err)
		}
		if _, err := os.Stat(filepath.Join(botLogs, "asiento-0.txt")); err == nil {
			t.Error("--registro-bots: hay fichero para un bot del proceso")
		}
		l := readLog(t, log)
		if len(l.Runner) == 0 || l.Runner[0].Type != tiempo.PlayerDisconnected || l.Runner[0].Seat != 1 {
			t.Errorf("hechos del ejecutor: %+v", l.Runner)
		}
	})
	for _, c := range []struct{ bot, want string }{
		{"garbage", `"hola"`},
		{"illegal", "Ordago"},
	} {
		t.Run(c.bot, func(t *testing.T) {
			log := filepath.Join(dir, c.bot+".json")
			st, out, e := runCmd("partida", "--jugadores", "simple,simple,"+testBot(t, c.bot)+",simple", "--seed", "7", "--json", log)
			if st != 0 {
				t.Fatalf("estado %d: %s", st, e)
			}
			if !strings.Contains(out, "Incidencia: el asiento 2 responde algo no válido") || !strings.Contains(out, c.want) ||
				!strings.Contains(out, "se juega la acción por defecto") || !strings.Contains(out, "Resultado: gana la pareja") {
				t.Errorf("la salida no cuenta la respuesta no válida (%s) y la acción por defecto:\n%s", c.want, out)
			}
			// The replay tells the same game with the incidents at the
			// same places: its lines after its header are partida's
			// between its header and its result line.
			st, rep, e := runCmd("replay", log)
			if st != 0 {
				t.Fatalf("replay: estado %d: %s", st, e)
			}
			g := strings.Split(strings.TrimSpace(rep), "\n")[1:]
			w := strings.Split(strings.TrimSpace(out), "\n")
			w = w[1 : len(w)-1]
			for i := 0; i < min(len(g), len(w)); i++ {
				if g[i] != w[i] {
					t.Fatalf("replay no cuenta lo mismo que partida: línea %d\nreplay:  %q\npartida: %q", i+2, g[i], w[i])
				}
			}
			if len(g) != len(w) {
				t.Errorf("replay cuenta %d líneas y partida %d", len(g), len(w))
			}
		})
	}
	t.Run("pancarta", func(t *testing.T) {
		st, _, e := runCmd("partida", "--jugadores", "simple,simple,simple,"+testBot(t, "banner"))
		if st != 2 || !strings.Contains(e, "asiento 3") || !strings.Contains(e, "Bienvenidos a mi bot") || !strings.Contains(e, "banner.sh") {
			t.Errorf("estado %d, error %q", st, e)
		}
	})
}

// TestPartidaBadInput: bad usage and bad input get a Spanish message and
// exit status 2.
func TestPartidaBadInput(t *testing.T) {
	dir := t.TempDir()
	badRules := filepath.Join(dir, "malas.toml")
	os.WriteFile(badRules, []byte("target_points = \"cuarenta\"\n"), 0o644)
	badLog := filepath.Join(dir, "malo.json")
	os.WriteFile(badLog, []byte("{\"format\":\"otro\"}"), 0o644)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{}, "falta --jugadores"},
		{[]string{"--jugadores", "simple,simple"}, "hacen falta 1 o 4 jugadores"},
		{[]string{"--jugadores", "simple", "--seed", "-1"}, "--seed"},
		{[]string{"--jugadores", "simple", "--tiempo", "2"}, "--tiempo «2»"},
		{[]string{"--jugadores", "simple", "--tiempo", "-1s"}, "--tiempo"},
		{[]string{"--jugadores", "simple", "--juegos", "-3"}, "--juegos"},
		{[]string{"--jugadores", "simple", "--config", badRules}, "malas.toml"},
		{[]string{"--jugadores", "simple", "--ajustes", filepath.Join(dir, "no.toml")}, "no.toml"},
		{[]string{"--jugadores", "simple,simple,,simple"}, "falta el jugador del asiento 2"},
		{[]string{"--jugadores", "simple,listo,simple,simple"}, "los bots del proceso son"},
		{[]string{"--reanudar", filepath.Join(dir, "no.json")}, "no existe el fichero"},
		{[]string{"--reanudar", badLog}, "malo.json"},
		{[]string{"--reanudar", badLog, "--seed", "3"}, "sobran --semilla"},
		{[]string{"--jugadores", "simple", "--sin-opcion"}, "opción desconocida"},
	} {
		st, _, e := runCmd(append([]string{"partida"}, c.args...)...)
		if st != 2 || !strings.Contains(e, c.want) {
			t.Errorf("%v: estado %d, error %q; se esperaba 2 y %q", c.args, st, e, c.want)
		}
	}
}

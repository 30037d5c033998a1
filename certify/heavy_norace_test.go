//go:build !race

// The heavy tests of certify: whole certifications of the reference and
// of faulty engines, in process and through the protocol; and two that run
// on one goroutine (a hundred games' event details, bad expectations
// files, slow under the detector for no gain). They are built
// without the race detector only, and make test runs them in its pass
// without it (internal/racepkgs); the certifier's goroutines — the
// workers of the differential games, runs in parts, the breaker, the
// protocol's client — run under -race in the other tests of the package
// (TestDifferentialWorkersSameResult, TestReportDeterministic,
// TestPartsInterruptedAndFarewells, TestBreakerKeepsTheFastPath,
// TestTransportFailures, TestRunFarewell…).

package certify

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/faults"
	"github.com/musfem/musfem/protocol"
	"github.com/musfem/musfem/reference"
)

// TestExpectedAnswersChangeNothing: over the protocol, an answer that is
// byte for byte the reference's is not decoded nor compared field by
// field (driver.ExpectStepper). The same differential games against the
// same engines, through the protocol, with the expected answer and with
// every answer decoded and compared in full (the reference in this
// process; a faulty server behind decodeEvery, which hides
// ExpectStepper), find exactly the same: the same groups, with the same
// counts, first games and first examples, the same steps and the same
// articles reached — for the reference and for engines whose faults show
// in events and the score, in leaked cards, in legal actions, in who
// speaks first in the mus and in señas. Make test plays the reference and
// the first three faulty engines (events, a leaked card in the
// observations, illegal actions refused otherwise or accepted), make long
// all six. In make long every engine plays 40 games; in make test 10,
// where the faulty engines already diverge (the leaked card and who speaks
// first in the mus in every game, the negada in about half). The games
// start at seed 5, but envite-sin-pares's at seed 80, whose first four
// games show both of its groups (from seed 5 the first takes 43 games).
func TestExpectedAnswersChangeNothing(t *testing.T) {
	t.Parallel() // heavy: the engines cross the protocol; both cores share them
	table := mustCatalog(t).Aspects()
	rules := config.Default()
	cases := []struct {
		names string
		seed  uint64
	}{{"-", 5}, {"negada-no-cuenta,juego-32-bajo-40", 5}, {"carta-rival-visible", 5}, {"envite-sin-pares", 80}, {"mus-empieza-el-postre", 5}, {"sena-para-todos", 5}}
	games := 10
	if long() {
		games = 40
	} else {
		cases = cases[:4]
	}
	for _, e := range cases {
		names, seed := e.names, e.seed
		t.Run(names, func(t *testing.T) {
			var local Engine
			if names == "-" {
				local = engines{Engine: faultTarget(t, "negada-no-cuenta"), make: driver.Reference}
			} else {
				tg := faultTarget(t, names)
				local = engines{Engine: tg, make: func() driver.Engine { return decodeEvery{tg.NewEngine()} }}
			}
			if e := local.NewEngine(); isExpectStepper(e) {
				t.Fatalf("%T: el motor que decodifica cada respuesta implementa driver.ExpectStepper", e)
			}
			remote := servedTarget(t, names)
			if e := remote.NewEngine(); !isExpectStepper(e) {
				t.Fatalf("%T: el motor por el protocolo no implementa driver.ExpectStepper", e)
			}
			want := diferencial.Differential(local, table, rules, seed, games, 1, nil)
			got := diferencial.Differential(remote, table, rules, seed, games, 2, nil)
			if got.Played != want.Played || got.Steps != want.Steps {
				t.Errorf("partidas %d y pasos %d con la respuesta esperada, %d y %d decodificando cada una", got.Played, got.Steps, want.Played, want.Steps)
			}
			if d := cmp.Diff(groupViews(want), groupViews(got)); d != "" {
				t.Errorf("grupos (-decodificando cada respuesta +con la respuesta esperada):\n%s", d)
			}
			if d := cmp.Diff(want.Touched, got.Touched); d != "" {
				t.Errorf("artículos alcanzados (-decodificando cada respuesta +con la respuesta esperada):\n%s", d)
			}
			if names != "-" && len(want.Groups) == 0 {
				t.Errorf("%s no diverge en %d partidas: la prueba no prueba nada", names, games)
			}
		})
	}
}

// decodeEvery is an engine behind the protocol whose every answer is
// decoded and compared in full: it steps (driver.Stepper) but hides
// driver.ExpectStepper.
type decodeEvery struct{ driver.Engine }

// Step steps the engine underneath.
func (d decodeEvery) Step(seat driver.Seat, a driver.Action) (driver.StepResult, error) {
	return d.Engine.(driver.Stepper).Step(seat, a)
}

// isExpectStepper reports whether e implements driver.ExpectStepper, and
// closes it.
func isExpectStepper(e driver.Engine) bool {
	defer e.Close()
	_, ok := e.(driver.ExpectStepper)
	return ok
}

func TestReferencePassesEverything(t *testing.T) {
	rep, err := Run(shortCompare(Options{Target: Reference(), Games: 20, Seed: 5}))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Failed() {
		var bad []string
		for _, c := range rep.Chapters {
			for _, row := range c.Rows {
				if row.Status != evidence.Pasa && row.Status != evidence.NoAplica {
					bad = append(bad, row.ID+" "+string(row.Status))
				}
			}
		}
		t.Fatalf("la referencia no aprueba: %v %v", bad, rep.Notes)
	}
	s := rep.Summary
	// Every scenario passes, but those that never talk to the engine
	// (musfem's own rules loader): NO APLICA, never the engine's passes.
	offline := 0
	for _, n := range rep.Notes {
		if strings.Contains(n, "no hablan con el motor") {
			fmt.Sscanf(n, "%d", &offline)
		}
	}
	if s.Scenarios.Total == 0 || s.Scenarios.Pasa+offline != s.Scenarios.Total || s.Scenarios.NoAplica != offline || offline == 0 || offline > 40 {
		t.Errorf("escenarios: %+v, %d sin motor", s.Scenarios, offline)
	}
	if s.Fixtures.Total == 0 || s.Fixtures.Pasa != s.Fixtures.Total {
		t.Errorf("registros: %+v (%v)", s.Fixtures, rep.Notes)
	}
	if len(rep.Groups) != 0 || len(rep.Failures) != 0 || s.GamesPlayed != 20 {
		t.Errorf("grupos %+v, fallos %+v, partidas %d", rep.Groups, rep.Failures, s.GamesPlayed)
	}
	for _, c := range rep.Chapters {
		for _, row := range c.Rows {
			if row.Enforceable && row.Status != evidence.Pasa {
				t.Errorf("%s: %s", row.ID, row.Status)
			}
		}
	}
}

// TestUnlistedKeyMeansDefault: a key the engine does not list means
// exactly what listing its default alone means (docs/protocol.md): the
// engine that lists only first_dealer and shuffler_seat and the same
// engine listing every other key at its default get the same
// certificate, and no row shows NO APLICA beside a failure.
func TestUnlistedKeyMeansDefault(t *testing.T) {
	few := protocol.ConfigCap{{Key: "first_dealer", Any: true}, {Key: "shuffler_seat", Any: true}}
	all := append(protocol.ConfigCap{}, few...)
	for _, k := range config.Keys() {
		if k.Name == "first_dealer" || k.Name == "shuffler_seat" {
			continue
		}
		all = append(all, protocol.KeyCap{Key: k.Name, Values: []json.RawMessage{json.RawMessage(tomlToJSON(t, k.Default))}})
	}
	var reps [2][]byte
	for i, c := range []protocol.ConfigCap{few, all} {
		rep, err := Run(shortCompare(Options{Target: claimsTarget(c), Games: 6, Seed: 3}))
		if err != nil {
			t.Fatal(err)
		}
		if rep.Failed() {
			t.Errorf("%d: la referencia con solo los valores por defecto no aprueba: %+v", i, rep.Summary)
		}
		if rep.Summary.Scenarios.Pasa < 250 {
			t.Errorf("%d: solo %d escenarios pasan: %+v", i, rep.Summary.Scenarios.Pasa, rep.Summary.Scenarios)
		}
		reps[i], _ = rep.JSON()
	}
	if !bytes.Equal(reps[0], reps[1]) {
		t.Error("no listar una clave no es lo mismo que listar solo su valor por defecto")
	}
}

// TestPartsJoinToTheWholeRun: a run in three parts (--lote K/3), each
// part's results through JSON as --salida writes them, joined (--unir),
// builds the certificate the undivided run builds, byte for byte; a part
// missing or repeated is refused. The run certifies the negada, which
// the engine does not charge: each part has its scenarios, games and the
// group of the negada, and the row fails.
func TestPartsJoinToTheWholeRun(t *testing.T) {
	t.Parallel() // heavy: the engines cross the protocol; both cores share them
	o := shortCompare(Options{Target: faultTarget(t, "negada-no-cuenta,juego-32-bajo-40"), Games: 12, Seed: 3, Workers: 2, Selector: "CONVENCION-negada"})
	whole, err := Run(o)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := whole.JSON()
	parts := collectBatches(t, o, 3)
	for i, back := range parts {
		if len(back.Items) == 0 || back.Played == 0 || len(back.Groups) == 0 {
			t.Errorf("lote %d vacío: %d comprobaciones, %d partidas, %d grupos", i+1, len(back.Items), back.Played, len(back.Groups))
		}
	}
	if got := failing(whole); !slices.Equal(got, []string{"CONVENCION-negada"}) {
		t.Errorf("filas que rechazan el motor %v; se esperaba CONVENCION-negada", got)
	}
	if got := joinedCertificate(t, parts[2], parts[0], parts[1]); !bytes.Equal(got, want) {
		t.Errorf("los lotes unidos no dan el certificado de la ejecución entera (%d y %d bytes)", len(got), len(want))
	}
	if _, err := Join(parts[:2]); err == nil || !strings.Contains(err.Error(), "falta el lote 3") {
		t.Errorf("sin el lote 3: %v", err)
	}
	if _, err := Join([]*Results{parts[0], parts[0], parts[1], parts[2]}); err == nil || !strings.Contains(err.Error(), "repetido") {
		t.Errorf("con un lote repetido: %v", err)
	}
	if _, err := Build(parts[0]); err == nil {
		t.Error("se hace un certificado con un solo lote de tres")
	}
}

// TestEveryFaultFailsExactlyItsArticles certifies every faulty engine of
// package faults with the default 200 games, with no --articulo: the rows
// in FALLA are exactly the articles the fault declares, none missing and
// none more; every group of divergences is charged only to them; the
// engine is rejected; at least one scenario tagged with each declared
// article fails. What each fault shows must match faults/TABLA.md
// (-update-tabla rewrites it). That is make long; make test checks only
// that the table names every fault with its area and declared articles
// (tablaDeclares): TestFaultCombinations certifies five faults in one
// engine there, failing exactly their articles, and faults'
// TestEveryFaultIsCaught fails a scenario of every article of every fault.
func TestEveryFaultFailsExactlyItsArticles(t *testing.T) {
	t.Parallel() // heavy: the engines cross the protocol; both cores share them
	fs := faults.List()
	if len(fs) < 15 {
		t.Fatalf("solo hay %d defectos; el catálogo pide al menos 15", len(fs))
	}
	if !long() {
		tablaDeclares(t, fs)
		return
	}
	rows := make([]string, len(fs))
	for i, f := range fs {
		t.Run(f.Name, func(t *testing.T) {
			rep := certifyFaults(t, f.Name, faultGames)
			want := append([]string(nil), f.Articles...)
			sort.Strings(want)
			if got := failing(rep); !slices.Equal(got, want) {
				t.Errorf("filas que rechazan el motor %v; el defecto declara %v", got, want)
			}
			if !rep.Failed() || len(rep.Groups) == 0 {
				t.Errorf("veredicto %s con %d grupos", rep.Verdict, len(rep.Groups))
			}
			for _, g := range rep.Groups {
				for _, a := range g.Articles {
					if !slices.Contains(f.Articles, a) {
						t.Errorf("el grupo %s (%s) se imputa a %s", g.ID, g.Rule, a)
					}
				}
			}
			for _, a := range f.Articles {
				if row, _ := findRow(rep, a); !hasFailingScenario(row) {
					t.Errorf("ningún escenario de %s falla: hay un hueco en la especificación", a)
				}
			}
			rows[i] = tablaRow(f, rep)
			t.Log(rows[i])
		})
	}
	if t.Failed() {
		return
	}
	checkTabla(t, rows)
}

// TestFaultCombinations certifies engines with five faults at once from
// different areas (1 in `make test`, 20 in `make long`, seeded): each
// fault shows as its own group or groups, and the rows in FALLA are
// exactly the union of the faults' declared articles.
func TestFaultCombinations(t *testing.T) {
	t.Parallel() // heavy: the engines cross the protocol; both cores share them
	n, games := 20, faultGames
	if !long() {
		n, games = 1, quickGames
	}
	byArea := map[string][]faults.Fault{}
	var areas []string
	for _, f := range faults.List() {
		if byArea[f.Area] == nil {
			areas = append(areas, f.Area)
		}
		byArea[f.Area] = append(byArea[f.Area], f)
	}
	sort.Strings(areas)
	rng := engine.NewRand(20261203)
	for c := 0; c < n; c++ {
		left := append([]string(nil), areas...)
		var chosen []faults.Fault
		for len(chosen) < 5 {
			i := int(rng.Bounded(uint64(len(left))))
			area := left[i]
			left = append(left[:i], left[i+1:]...)
			fs := byArea[area]
			chosen = append(chosen, fs[rng.Bounded(uint64(len(fs)))])
		}
		var names, want []string
		for _, f := range chosen {
			names = append(names, f.Name)
			want = append(want, f.Articles...)
		}
		sort.Strings(want)
		t.Run(fmt.Sprint(c), func(t *testing.T) {
			rep := certifyFaults(t, strings.Join(names, ","), games)
			if got := failing(rep); !slices.Equal(got, want) {
				t.Errorf("%v: filas que rechazan el motor %v; los defectos declaran %v", names, got, want)
			}
			for _, f := range chosen {
				own := false
				for _, g := range rep.Groups {
					inside := true
					for _, a := range g.Articles {
						inside = inside && slices.Contains(f.Articles, a)
					}
					own = own || inside
				}
				if !own {
					t.Errorf("%v: %s no sale como grupo propio", names, f.Name)
				}
			}
		})
	}
}

// TestLoadExpectationsErrors walks bad expectations files: each error
// names the file, the line of the entry and what is wrong, in Spanish,
// bounded, with no text of the TOML library.
func TestLoadExpectationsErrors(t *testing.T) {
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, tt := range []struct {
		name, text, want string
	}{
		{"tipo", "[[esperado]]\narticulo = 3\nmotivo = \"x\"\n", "e.toml:1: entrada 1: articulo debe ser un texto entre comillas"},
		{"desconocido", "[[esperado]]\narticulo = \"NO-EXISTE\"\nmotivo = \"x\"\n", "e.toml:1: entrada 1: articulo «NO-EXISTE» no está en el catálogo"},
		{"pregunta", "[[esperado]]\narticulo = \"P5\"\nmotivo = \"x\"\n", "es una pregunta abierta"},
		{"segunda entrada", "[[esperado]]\narticulo = \"FEM-VI.4\"\nmotivo = \"x\"\n\n[[esperado]]\narticulo = \"FEM-VI.4\"\nmotivo = \"y\"\n", "e.toml:5: entrada 2: «FEM-VI.4» ya está en la entrada 1"},
		{"sin motivo", "[[esperado]]\narticulo = \"FEM-VI.4\"\n", "e.toml:1: entrada 1 («FEM-VI.4»): falta motivo"},
		{"sin articulo", "[[esperado]]\nmotivo = \"x\"\n", "falta articulo"},
		{"clave de más", "[[esperado]]\narticulo = \"FEM-VI.4\"\nmotivo = \"x\"\notra = 1\n", "clave «otra» desconocida"},
		{"raíz", "esperados = 1\n", "clave «esperados» desconocida"},
		{"no es lista", "esperado = \"FEM-VI.4\"\n", "esperado debe ser una lista de entradas [[esperado]]"},
		{"sintaxis", "[[esperado]]\narticulo = \"FEM-VI.4\nmotivo = \"x\"\n", "e.toml:2: sintaxis TOML no válida: una cadena no se cierra"},
		{"repetida", "[[esperado]]\narticulo = \"FEM-VI.4\"\narticulo = \"FEM-VI.5\"\n", "e.toml:3: sintaxis TOML no válida: la clave «esperado.articulo» ya está definida antes"},
		{"utf8", "[[esperado]]\narticulo = \"\xff\"\n", "e.toml:2: sintaxis TOML no válida: el byte 0xff no es UTF-8"},
		{"control", "[[esperado]]\narticulo = \"a\x02\"\n", "carácter de control 0x02"},
		{"enorme", "[[esperado]]\narticulo = \"" + strings.Repeat("x", 10<<20) + "\"\nmotivo = \"x\"\n", "no está en el catálogo"},
		{"motivo enorme", "[[esperado]]\narticulo = \"FEM-VI.4\"\nmotivo = \"" + strings.Repeat("x", 501) + "\"\n", "más de 500 caracteres"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := filepath.Join(dir, "e.toml")
			if err := os.WriteFile(p, []byte(tt.text), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := LoadExpectations(p, cat)
			if err == nil {
				t.Fatal("se acepta")
			}
			msg := strings.TrimPrefix(err.Error(), dir+string(filepath.Separator))
			if !strings.Contains(msg, tt.want) {
				t.Errorf("mensaje %q, se esperaba %q", msg, tt.want)
			}
			if len(msg) > 400 {
				t.Errorf("mensaje de %d bytes", len(msg))
			}
			for _, en := range []string{"toml: line", "incompatible", "expected", "invalid", "Key '"} {
				if strings.Contains(msg, en) {
					t.Errorf("mensaje con %q: %s", en, msg)
				}
			}
		})
	}
	for _, p := range []string{filepath.Join(dir, "no.toml"), dir} {
		_, err := LoadExpectations(p, cat)
		if err == nil || !strings.Contains(err.Error(), "no se puede leer el fichero de fallos esperados: ") ||
			strings.Contains(err.Error(), "such") || strings.Contains(err.Error(), "directory") {
			t.Errorf("%s: %v", p, err)
		}
	}
	good := filepath.Join(dir, "bien.toml")
	os.WriteFile(good, []byte("[[esperado]]\narticulo = \"FEM-VI.4\"\nmotivo = \"x\"\n[[esperado]]\narticulo = \"CONVENCION-deje\"\nmotivo = \"y\"\n"), 0o644)
	if e, err := LoadExpectations(good, cat); err != nil || len(e) != 2 || e[1].Articulo != "CONVENCION-deje" {
		t.Errorf("%+v %v", e, err)
	}
}

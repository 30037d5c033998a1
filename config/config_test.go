package config

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/musfem/musfem/engine"
)

// otherRules returns valid rules that differ from the defaults in every
// field, so that a file that forgets a key cannot equal the defaults by
// inheriting them.
func otherRules() engine.Rules {
	return engine.Rules{
		DeckMode:                      engine.CuatroReyes,
		TargetPoints:                  30,
		GamesToWin:                    3,
		FirstDealer:                   2,
		ShufflerSeat:                  3,
		MinDiscard:                    2,
		MaxDiscard:                    3,
		ServeOrder:                    engine.ServeReparto,
		ReshuffleIncludesCurrentRound: false,
		StockSizePublic:               false,
		MinBet:                        1,
		MinRaise:                      2, // default: raise_mode = "doble" does not use it (ComboError)
		MaxBet:                        50,
		RaiseMode:                     engine.RaiseDoble,
		NegadaPoints:                  2,
		PasoPoints:                    2,
		ParPoints:                     2,
		MediasPoints:                  3,
		DuplesPoints:                  4,
		Juego31Points:                 4,
		JuegoPoints:                   3,
		PuntoPoints:                   2,
		Deje:                          false,
		EndOnImmediatePoints:          false,
		AnnounceWithin:                5,
		FaltaDeTantoWithin:            5,
		FaltaDeTanto:                  engine.FaltaCorteLibre,
		OrdagoPostrePenalties:         engine.PenaltiesPenalizar,
		DiscardOrder:                  engine.DiscardManoPrimero,
		JugadasTrasNoQuiero:           engine.JugadasMejorJugada,
		SignalsEnabled:                true,
		GazeWeights:                   [3]int{1, 3, 0},
		GazeMinTicks:                  3,
		GazeMaxTicks:                  9,
		SignalMoment:                  engine.SignalsReglamento,
		QuieroSingular:                engine.QuieroRectificable,
		PiedraDePaso:                  true,
		CountOrder:                    engine.CountParejas,
	}
}

// TestDefaultFileEqualsDefaultRules checks that config/rules.default.toml
// sets every field, to the value of engine.DefaultRules.
func TestDefaultFileEqualsDefaultRules(t *testing.T) {
	got, errs := parse(otherRules(), DefaultFileName, defaultFile)
	if errs != nil {
		t.Fatalf("parse(rules.default.toml): %v", errs)
	}
	if diff := cmp.Diff(engine.DefaultRules(), got); diff != "" {
		t.Errorf("rules.default.toml mismatch (-engine.DefaultRules +file):\n%s", diff)
	}
	if diff := cmp.Diff(engine.DefaultRules(), Default()); diff != "" {
		t.Errorf("Default() mismatch (-engine.DefaultRules +Default):\n%s", diff)
	}
	if err := otherRules().Validate(); err != nil {
		t.Errorf("otherRules().Validate() = %v", err)
	}
	// min_raise keeps its default in otherRules (raise_mode = "doble"
	// cannot go with another min_raise): check it over a base that has
	// another one.
	if diff := Diff(otherRules()); len(diff) != len(keys)-1 {
		t.Errorf("otherRules differs from the defaults in %d keys, want %d (all but min_raise)", len(diff), len(keys)-1)
	}
	mas := otherRules()
	mas.RaiseMode, mas.MinRaise = engine.RaiseMas, 1
	if got, errs := parse(mas, DefaultFileName, defaultFile); errs != nil || got.MinRaise != 2 || got.RaiseMode != engine.RaiseMas {
		t.Errorf("parse(rules.default.toml) over min_raise 1: min_raise %d, raise_mode %s, %v", got.MinRaise, got.RaiseMode, errs)
	}
}

// TestDefaultFileKeys checks that every key of the table appears in
// rules.default.toml exactly once, in table order, with the table's default
// and a comment above it naming its convention.
func TestDefaultFileKeys(t *testing.T) {
	assign := regexp.MustCompile(`^([a-z0-9_]+) = (.*)$`)
	type entry struct{ name, value, comment string }
	var got []entry
	var comment []string
	sc := bufio.NewScanner(bytes.NewReader(defaultFile))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "#"):
			comment = append(comment, line)
		case line == "":
			comment = nil
		case strings.HasPrefix(line, "["):
			t.Errorf("rules.default.toml has a section: %s", line)
		default:
			m := assign.FindStringSubmatch(line)
			if m == nil {
				t.Errorf("rules.default.toml: line %q is not «key = value»", line)
				continue
			}
			got = append(got, entry{m[1], m[2], strings.Join(comment, "\n")})
			comment = nil
		}
	}
	var gotNames, wantNames []string
	for _, e := range got {
		gotNames = append(gotNames, e.name)
	}
	for _, k := range Keys() {
		wantNames = append(wantNames, k.Name)
	}
	if diff := cmp.Diff(wantNames, gotNames); diff != "" {
		t.Fatalf("keys of rules.default.toml mismatch (-table +file):\n%s", diff)
	}
	for i, k := range Keys() {
		e := got[i]
		if e.value != k.Default {
			t.Errorf("rules.default.toml: %s = %s, table default %s", k.Name, e.value, k.Default)
		}
		if e.comment == "" {
			t.Errorf("rules.default.toml: %s has no comment", k.Name)
		}
		for _, ref := range []string{k.Convention, k.Article, k.Question} {
			if ref != "" && !strings.Contains(e.comment, strings.TrimPrefix(ref, "FEM-")) {
				t.Errorf("rules.default.toml: the comment of %s does not name %s", k.Name, ref)
			}
		}
	}
}

// TestBindingsMatchTable checks that every key of the table is bound, in
// table order, and that the table's default is the TOML text of the
// engine's default.
func TestBindingsMatchTable(t *testing.T) {
	if len(bindings) != len(keys) {
		t.Fatalf("%d bindings for %d keys", len(bindings), len(keys))
	}
	for i, k := range Keys() {
		if bindings[i].name != k.Name {
			t.Errorf("binding %d is %s, table has %s", i, bindings[i].name, k.Name)
		}
		got, ok := Value(engine.DefaultRules(), k.Name)
		if !ok || got != k.Default {
			t.Errorf("Value(DefaultRules(), %q) = %q, %v; want %q, true", k.Name, got, ok, k.Default)
		}
		if _, ok := lookupVariantKey(k.Name); ok {
			t.Errorf("key %s is also listed as an unimplemented variant", k.Name)
		}
	}
}

// TestParse checks files that set a subset of the keys.
func TestParse(t *testing.T) {
	with := func(f func(*engine.Rules)) engine.Rules {
		r := engine.DefaultRules()
		f(&r)
		return r
	}
	tests := []struct {
		name string
		data string
		want engine.Rules
	}{
		{"empty", "", engine.DefaultRules()},
		{"comments only", "# nada\n\n   # más\n", engine.DefaultRules()},
		{"one key", "target_points = 30\n", with(func(r *engine.Rules) { r.TargetPoints = 30 })},
		{"enums", `deck_mode = "cuatro_reyes"
serve_order = "reparto"
raise_mode = "doble"
falta_de_tanto = "corte_libre"
ordago_postre_penalties = "penalizar"
`, with(func(r *engine.Rules) {
			r.DeckMode = engine.CuatroReyes
			r.ServeOrder = engine.ServeReparto
			r.RaiseMode = engine.RaiseDoble
			r.FaltaDeTanto = engine.FaltaCorteLibre
			r.OrdagoPostrePenalties = engine.PenaltiesPenalizar
		})},
		{"first dealer seat", `first_dealer = "3"`, with(func(r *engine.Rules) { r.FirstDealer = 3 })},
		{"first dealer seat 0", `first_dealer = "0"`, with(func(r *engine.Rules) { r.FirstDealer = 0 })},
		{"bools and seat", "deje = false\nstock_size_public = false\nshuffler_seat = 2\nsignals_enabled = false\n",
			with(func(r *engine.Rules) { r.Deje = false; r.StockSizePublic = false; r.ShufflerSeat = 2 })},
		{"quoted keys, spacing, CRLF", "  \"deje\"=false\r\n\t'paso_points'   =   0 # sin paso\r\n",
			with(func(r *engine.Rules) { r.Deje = false; r.PasoPoints = 0 })},
		{"bounds", "target_points = 5\nmax_bet = 999\nannounce_within = 0\n",
			with(func(r *engine.Rules) { r.TargetPoints = 5; r.MaxBet = 999; r.AnnounceWithin = 0 })},
		{"hex integer and underscores", "max_bet = 0x10\ntarget_points = 1_00\n",
			with(func(r *engine.Rules) { r.MaxBet = 16; r.TargetPoints = 100 })},
		{"discard range", "min_discard = 4\nmax_discard = 4\n",
			with(func(r *engine.Rules) { r.MinDiscard = 4 })},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse("rules.toml", []byte(tt.data))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Parse mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// lines joins its arguments with newlines and ends the text with one.
func lines(l ...string) string { return strings.Join(l, "\n") + "\n" }

// TestParseErrors checks the exact text of every kind of error.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		name string
		data string
		want []string
	}{
		// TOML syntax.
		{"missing value", "deje = true\ntarget_points = \n", []string{
			`rules.toml:2: target_points: sintaxis TOML no válida: se esperaba un valor (un número, true o false, una cadena entre comillas o una lista) y hay el fin de la línea`,
		}},
		{"duplicate key", "deje = true\ndeje = false\n", []string{
			`rules.toml:2: deje: clave repetida: ya está en la línea 1 (cada clave se da una sola vez)`,
		}},
		{"error inside a multi-line array", lines("deje = true", "lista = [", "  1,", "  2 3", "]"), []string{
			`rules.toml:4: lista: sintaxis TOML no válida: en la lista se esperaba «,» o «]» y hay «3»`,
		}},
		{"integer overflow", "\n  max_bet = 99999999999999999999\n", []string{
			`rules.toml:2: max_bet: sintaxis TOML no válida: el número «99999999999999999999» es demasiado grande: no cabe en un entero de 64 bits`,
		}},
		{"not UTF-8", "deje = true\n\n# \xff\n", []string{
			`rules.toml:3: sintaxis TOML no válida: el byte 0xff no es UTF-8: el fichero debe estar en UTF-8`,
		}},
		// Unknown keys, all at once, found by scanning the file.
		{"unknown keys", lines(
			"# perfil de prueba",
			"targt_points = 30",
			`  "foo bar" = 1`,
			"",
			"maxbet = 3",
			"\tcolor = 'rojo'",
			"targetPoints = 30",
			"'Raise-Mode' = \"mas\"",
		), []string{
			`rules.toml:2: targt_points: clave desconocida (¿quería decir target_points?)`,
			`rules.toml:3: "foo bar": clave desconocida: las claves válidas están en docs/config.md`,
			`rules.toml:5: maxbet: clave desconocida (¿quería decir max_bet?)`,
			`rules.toml:6: color: clave desconocida: las claves válidas están en docs/config.md`,
			`rules.toml:7: targetPoints: clave desconocida (¿quería decir target_points?)`,
			`rules.toml:8: Raise-Mode: clave desconocida (¿quería decir raise_mode?)`,
		}},
		{"unknown key after multi-line values", lines(
			`notas = """`,
			`target_points = 1`,
			`[seccion]`,
			`"""`,
			`lista = [`,
			`  "a", # target_points = 2`,
			`  'b',`,
			`]`,
			`literal = '''`,
			`x = 1'''`,
			`  otra = 1`,
		), []string{
			`rules.toml:1: notas: clave desconocida: las claves válidas están en docs/config.md`,
			`rules.toml:5: lista: clave desconocida: las claves válidas están en docs/config.md`,
			`rules.toml:9: literal: clave desconocida: las claves válidas están en docs/config.md`,
			`rules.toml:11: otra: clave desconocida: las claves válidas están en docs/config.md`,
		}},
		// Sections and dotted keys.
		{"section", lines("deje = false", "[reglas]", "target_points = 30"), []string{
			`rules.toml:2: [reglas]: no se admiten secciones: el fichero es plano (clave = valor, sin secciones)`,
		}},
		{"array of tables", lines("  [[perfiles]]", "deje = false"), []string{
			`rules.toml:1: [[perfiles]]: no se admiten secciones: el fichero es plano (clave = valor, sin secciones)`,
		}},
		{"dotted key", lines("reglas.target_points = 30", "deje = false"), []string{
			`rules.toml:1: reglas.target_points: no se admiten claves con punto: el fichero es plano (clave = valor)`,
		}},
		// Wrong types.
		{"string for int", `target_points = "40"`, []string{
			`rules.toml:1: target_points: se esperaba un entero, no una cadena`,
		}},
		{"float for int", "\n\nmin_bet = 2.0", []string{
			`rules.toml:3: min_bet: se esperaba un entero, no un número con decimales`,
		}},
		{"string for seat", `shuffler_seat = "1"`, []string{
			`rules.toml:1: shuffler_seat: se esperaba un entero, no una cadena`,
		}},
		{"string for bool", `deje = "si"`, []string{
			`rules.toml:1: deje: se esperaba un booleano (true | false), no una cadena`,
		}},
		{"int for enum", `deck_mode = 8`, []string{
			`rules.toml:1: deck_mode: se esperaba una cadena, no un entero: "ocho_reyes" | "cuatro_reyes"`,
		}},
		{"int for first dealer", `first_dealer = 2`, []string{
			`rules.toml:1: first_dealer: se esperaba una cadena, no un entero: "sorteo" | "0" | "1" | "2" | "3"`,
		}},
		{"array, table and date", lines("punto_points = [1]", "juego_points = {a = 1}", "deje = 2024-01-01"), []string{
			`rules.toml:1: punto_points: se esperaba un entero, no una lista`,
			`rules.toml:2: juego_points: se esperaba un entero, no una tabla`,
			`rules.toml:3: deje: se esperaba un booleano (true | false), no una fecha u hora`,
		}},
		// Values outside an enumeration.
		{"bad deck mode", `deck_mode = "cinco_reyes"`, []string{
			`rules.toml:1: deck_mode: valor "cinco_reyes" no válido: debe ser "ocho_reyes" | "cuatro_reyes"`,
		}},
		{"bad first dealer", `first_dealer = "4"`, []string{
			`rules.toml:1: first_dealer: valor "4" no válido: debe ser "sorteo" | "0" | "1" | "2" | "3"`,
		}},
		{"bad raise mode", `raise_mode = "Doble"`, []string{
			`rules.toml:1: raise_mode: valor "Doble" no válido: debe ser "mas" | "doble"`,
		}},
		// Out of range (engine.Rules.Validate), every one reported.
		{"out of range", lines(
			"# 1", "# 2", "# 3", "# 4", "# 5", "# 6", "# 7", "# 8", "# 9", "# 10", "# 11",
			"target_points = 200",
			"games_to_win = 0",
			"falta_de_tanto_within = 21",
		), []string{
			`rules.toml:12: target_points: debe estar entre 5 y 100`,
			`rules.toml:13: games_to_win: debe estar entre 1 y 9`,
			`rules.toml:14: falta_de_tanto_within: debe estar entre 0 y 20`,
		}},
		{"huge integer", "target_points = 9223372036854775807", []string{
			`rules.toml:1: target_points: debe estar entre 5 y 100`,
		}},
		{"negative", "negada_points = -1", []string{
			`rules.toml:1: negada_points: debe estar entre 0 y 10`,
		}},
		{"min over max", lines("max_discard = 2", "min_discard = 3"), []string{
			`rules.toml:1,2: min_discard, max_discard: el mínimo de cartas por descarte (3) es mayor que el máximo (2): nadie podría descartarse (CONVENCION-descarte); baje min_discard o suba max_discard`,
		}},
		{"bet over max", lines("min_bet = 5", "max_bet = 4"), []string{
			`rules.toml:1,2: min_bet, max_bet: el envite mínimo (5) es mayor que el máximo (4): no se podría envidar (CONVENCION-envite-minimo, CONVENCION-tope-envite); baje min_bet o suba max_bet`,
		}},
		{"seat out of range", "shuffler_seat = 260", []string{
			`rules.toml:1: shuffler_seat: debe ser un asiento 0-3`,
		}},
		// Señas.
		{"gaze ticks min over max", lines("signals_enabled = true", "gaze_min_ticks = 7", "gaze_max_ticks = 3"), []string{
			`rules.toml:2,3: gaze_min_ticks, gaze_max_ticks: una mirada dura entre gaze_min_ticks y gaze_max_ticks pasos: el mínimo (7) es mayor que el máximo (3) (CONVENCION-senas); baje gaze_min_ticks o suba gaze_max_ticks`,
		}},
		{"gaze without señas", lines("signals_enabled = false", "gaze_max_ticks = 9"), []string{
			`rules.toml:1,2: signals_enabled, gaze_max_ticks: las miradas solo deciden quién ve las señas: con signals_enabled = false gaze_max_ticks no se usaría nunca (CONVENCION-senas); ponga signals_enabled = true o quite gaze_max_ticks`,
		}},
		{"gaze without señas by default", "gaze_weights = [1, 1, 1]", []string{
			`rules.toml:1: signals_enabled, gaze_weights: las miradas solo deciden quién ve las señas: con signals_enabled = false gaze_weights no se usaría nunca (CONVENCION-senas); ponga signals_enabled = true o quite gaze_weights (signals_enabled = false no está en el fichero: es el valor por defecto)`,
		}},
		{"gaze weights all zero", "gaze_weights = [0, 0, 0]", []string{
			`rules.toml:1: gaze_weights: algún peso (compañero, cada rival, mesa) debe ser mayor que 0: cada asiento tiene que mirar a alguna parte`,
		}},
		{"gaze weights out of range", "gaze_weights = [2, 101, 1]", []string{
			`rules.toml:1: gaze_weights: cada peso (compañero, cada rival, mesa) debe estar entre 0 y 100`,
		}},
		{"gaze weights not three", "gaze_weights = [2, 1]", []string{
			`rules.toml:1: gaze_weights: se esperaba una lista de tres enteros [compañero, cada rival, mesa], no una lista de 2`,
		}},
		{"gaze weights not ints", `gaze_weights = [2, "x", 1]`, []string{
			`rules.toml:1: gaze_weights: se esperaba una lista de tres enteros [compañero, cada rival, mesa]: el elemento 2 es una cadena`,
		}},
		{"gaze weights scalar", "gaze_weights = 2", []string{
			`rules.toml:1: gaze_weights: se esperaba una lista de tres enteros [compañero, cada rival, mesa], no un entero`,
		}},
		// Variants musfem does not implement.
		{"rioja 36", `deck_mode = "rioja_36"`, []string{
			`rules.toml:1: deck_mode: "rioja_36": variante no implementada en musfem (CONVENCION-baraja-36): la baraja riojana de 36 naipes (sin doses) no está implementada: use "ocho_reyes" o "cuatro_reyes"`,
		}},
		{"real", lines("target_points = 30", "real_enabled = true", "realEnabled = true"), []string{
			`rules.toml:2: real_enabled: variante no implementada en musfem (CONVENCION-31-real): el 31 real (tres sietes y una figura) no está implementado: todos los 31 valen igual y el empate lo gana el más cercano al mano`,
			`rules.toml:3: realEnabled: variante no implementada en musfem (CONVENCION-31-real): el 31 real (tres sietes y una figura) no está implementado: todos los 31 valen igual y el empate lo gana el más cercano al mano`,
		}},
		{"vacas section", lines("[vacas]", "enabled = true"), []string{
			`rules.toml:1: vacas: variante no implementada en musfem (CONVENCION-vacas): las vacas no están implementadas: la partida se juega a games_to_win juegos`,
		}},
		// Several kinds together, in line order.
		{"mixed", lines(
			"target_points = 1",
			"pedrete = 1",
			"deje = 1",
			"foo = 1",
		), []string{
			`rules.toml:1: target_points: debe estar entre 5 y 100`,
			`rules.toml:2: pedrete: variante no implementada en musfem (CONVENCION-pedrete): el pedrete (4-5-6-7) no está implementado: no da ningún tanto`,
			`rules.toml:3: deje: se esperaba un booleano (true | false), no un entero`,
			`rules.toml:4: foo: clave desconocida: las claves válidas están en docs/config.md`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse("rules.toml", []byte(tt.data))
			if err == nil {
				t.Fatalf("Parse(%q) = %+v, nil; want errors", tt.data, got)
			}
			if diff := cmp.Diff(engine.Rules{}, got); diff != "" {
				t.Errorf("Parse returned rules with an error (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.want, errorTexts(t, err)); diff != "" {
				t.Errorf("Parse(%q) errors mismatch (-want +got):\n%s", tt.data, diff)
			}
		})
	}
}

// errorTexts returns the text of each error of an ErrorList.
func errorTexts(t *testing.T, err error) []string {
	t.Helper()
	var list ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("error %T is not an ErrorList: %v", err, err)
	}
	var out []string
	for _, e := range list {
		out = append(out, e.Error())
	}
	if got, want := err.Error(), strings.Join(out, "\n"); got != want {
		t.Errorf("ErrorList.Error() = %q, want %q", got, want)
	}
	return out
}

// TestEveryVariantIsRefused checks each entry of Unimplemented against Parse.
func TestEveryVariantIsRefused(t *testing.T) {
	seen := make(map[string]bool)
	for _, v := range Unimplemented() {
		id := v.Key + "=" + v.Value
		if seen[id] {
			t.Errorf("variant %s listed twice", id)
		}
		seen[id] = true
		if !strings.HasPrefix(v.Convention, "CONVENCION-") || v.Note == "" {
			t.Errorf("variant %s: bad convention %q or empty note", id, v.Convention)
		}
		data := v.Key + " = true\n"
		if v.Value != "" {
			data = v.Key + " = " + quote(v.Value) + "\n"
		}
		_, err := Parse("r.toml", []byte(data))
		if err == nil {
			t.Errorf("Parse(%q) accepted an unimplemented variant", data)
			continue
		}
		msg := err.Error()
		if !strings.HasPrefix(msg, "r.toml:1: "+v.Key+": ") || !strings.Contains(msg, "("+v.Convention+")") {
			t.Errorf("Parse(%q) = %q, want the line, the key and %s", data, msg, v.Convention)
		}
	}
	// The variants the brief names, by convention entry.
	want := map[string]string{
		"real_enabled": "CONVENCION-31-real", "real": "CONVENCION-31-real",
		"pedrete_bonus": "CONVENCION-pedrete", "pedrete": "CONVENCION-pedrete",
		"deck_mode": "CONVENCION-baraja-36", "mus_visto": "CONVENCION-mus-visto",
		"first_hand_mus_corrido": "CONVENCION-mus-corrido", "mus_corrido": "CONVENCION-mus-corrido",
		"vacas": "CONVENCION-vacas", "vacas_enabled": "CONVENCION-vacas", "juegos_per_vaca": "CONVENCION-vacas",
		"open_out_of_turn":                   "CONVENCION-apertura-fuera-de-turno",
		"partner_conflict":                   "CONVENCION-quiero-mas-alto",
		"serve_discards":                     "CONVENCION-servir-de-uno-en-uno",
		"ordago_cancels_prior_accepted_bets": "CONVENCION-ordago-cuenta-previos",
		"bet_at_falta_is_ordago":             "CONVENCION-envite-falta-es-ordago",
		"keep_last_player_discard_apart":     "CONVENCION-descarte-aparte",
		"interception_p":                     "CONVENCION-senas",
	}
	got := make(map[string]string)
	for _, v := range Unimplemented() {
		got[v.Key] = v.Convention
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Unimplemented() mismatch (-want +got):\n%s", diff)
	}
}

// TestDefaultValueOutOfRange checks the message when the value at fault
// came from the defaults rather than from the file.
func TestDefaultValueOutOfRange(t *testing.T) {
	base := engine.DefaultRules()
	base.MinDiscard = 3
	_, errs := parse(base, "rules.toml", []byte("deje = false\nmax_discard = 2\n"))
	want := []string{`rules.toml:2: min_discard, max_discard: el mínimo de cartas por descarte (3) es mayor que el máximo (2): nadie podría descartarse (CONVENCION-descarte); baje min_discard o suba max_discard (min_discard = 3 no está en el fichero: es el valor por defecto)`}
	if diff := cmp.Diff(want, errorTexts(t, errs)); diff != "" {
		t.Errorf("errors mismatch (-want +got):\n%s", diff)
	}
}

// TestErrorText checks Error.Error with and without line and key.
func TestErrorText(t *testing.T) {
	tests := []struct {
		err  Error
		want string
	}{
		{Error{File: "rules.toml", Line: 12, Key: "target_points", Msg: "debe estar entre 5 y 100"}, "rules.toml:12: target_points: debe estar entre 5 y 100"},
		{Error{File: "rules.toml", Key: "min_discard", Msg: "x"}, "rules.toml: min_discard: x"},
		{Error{File: "a/b.toml", Line: 3, Msg: "y"}, "a/b.toml:3: y"},
		{Error{File: "p.toml", Line: 3, Lines: []int{3, 7}, Key: "raise_mode, min_raise", Msg: "z"}, "p.toml:3,7: raise_mode, min_raise: z"},
		{Error{File: "p.toml", Line: 7, Lines: []int{7}, Key: "raise_mode, min_raise", Msg: "z"}, "p.toml:7: raise_mode, min_raise: z"},
	}
	for _, tt := range tests {
		if got := tt.err.Error(); got != tt.want {
			t.Errorf("Error() = %q, want %q", got, tt.want)
		}
	}
	var list ErrorList
	if list.Err() != nil {
		t.Errorf("empty ErrorList.Err() != nil")
	}
	_, err := Parse("rules.toml", []byte("foo = 1\nbar = 2\n"))
	var e *Error
	if !errors.As(err, &e) || e.Line != 1 || e.Key != "foo" {
		t.Errorf("errors.As(%v, *Error) = %+v", err, e)
	}
}

// TestLoad reads a file from disk and reports a missing one.
func TestLoad(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "torneo.toml")
	if err := os.WriteFile(path, []byte("deje = false\ntarget_points = 30\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := Load(path)
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	want := engine.DefaultRules()
	want.Deje = false
	want.TargetPoints = 30
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Load mismatch (-want +got):\n%s", diff)
	}

	if err := os.WriteFile(path, []byte("deje = false\ntarget_points = 3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(path); err == nil || err.Error() != path+":2: target_points: debe estar entre 5 y 100" {
		t.Errorf("Load(bad) = %v", err)
	}

	missing := filepath.Join(dir, "no.toml")
	if _, err := Load(missing); err == nil || err.Error() != missing+": no existe el fichero" {
		t.Errorf("Load(missing) = %v", err)
	}
}

// TestEncode checks the canonical text of the default rules, written out
// by hand.
func TestEncode(t *testing.T) {
	want := lines(
		`deck_mode = "ocho_reyes"`,
		`target_points = 40`,
		`games_to_win = 1`,
		`first_dealer = "sorteo"`,
		`shuffler_seat = 0`,
		`min_discard = 1`,
		`max_discard = 4`,
		`discard_order = "repartidor_primero"`,
		`serve_order = "descarte"`,
		`reshuffle_includes_current_round = true`,
		`stock_size_public = true`,
		`min_bet = 2`,
		`min_raise = 2`,
		`max_bet = 99`,
		`raise_mode = "mas"`,
		`negada_points = 1`,
		`paso_points = 1`,
		`par_points = 1`,
		`medias_points = 2`,
		`duples_points = 3`,
		`juego_31_points = 3`,
		`juego_points = 2`,
		`punto_points = 1`,
		`piedra_de_paso = false`,
		`jugadas_tras_no_quiero = "ganador_del_lance"`,
		`quiero_singular = "cierra"`,
		`deje = true`,
		`end_on_immediate_points = true`,
		`count_order = "lances"`,
		`announce_within = 4`,
		`falta_de_tanto_within = 4`,
		`falta_de_tanto = "turno"`,
		`ordago_postre_penalties = "off"`,
		`signals_enabled = false`,
		`gaze_weights = [2, 1, 1]`,
		`gaze_min_ticks = 2`,
		`gaze_max_ticks = 6`,
		`signal_moment = "cada_corte"`,
	)
	if diff := cmp.Diff(want, string(Encode(engine.DefaultRules()))); diff != "" {
		t.Errorf("Encode(DefaultRules()) mismatch (-want +got):\n%s", diff)
	}
}

// TestEncodeRoundTrip checks Parse(Encode(r)) == r.
func TestEncodeRoundTrip(t *testing.T) {
	rules := []engine.Rules{engine.DefaultRules(), otherRules()}
	for s := engine.Seat(0); s < engine.NumSeats; s++ {
		r := engine.DefaultRules()
		r.FirstDealer = s
		r.ShufflerSeat = s
		rules = append(rules, r)
	}
	r := otherRules()
	r.TargetPoints, r.GamesToWin, r.MaxBet, r.MinBet, r.MinRaise, r.RaiseMode = 100, 9, 999, 10, 10, engine.RaiseMas
	r.NegadaPoints, r.PasoPoints, r.AnnounceWithin, r.FaltaDeTantoWithin, r.FaltaDeTanto = 0, 10, 20, 0, engine.FaltaTurno
	r.MinDiscard, r.DiscardOrder = 0, engine.DiscardRepartidorPrimero
	rules = append(rules, r)
	for i, r := range rules {
		if err := r.Validate(); err != nil {
			t.Fatalf("rules %d invalid: %v", i, err)
		}
		got, err := Parse("encoded.toml", Encode(r))
		if err != nil {
			t.Fatalf("Parse(Encode(rules %d)): %v", i, err)
		}
		if diff := cmp.Diff(r, got); diff != "" {
			t.Errorf("Parse(Encode(rules %d)) mismatch (-want +got):\n%s", i, diff)
		}
	}
}

// TestDiffAndValue checks the report helpers.
func TestDiffAndValue(t *testing.T) {
	if d := Diff(engine.DefaultRules()); d != nil {
		t.Errorf("Diff(DefaultRules()) = %v, want nil", d)
	}
	r := engine.DefaultRules()
	r.TargetPoints = 30
	r.DeckMode = engine.CuatroReyes
	r.FirstDealer = 2
	want := []KeyValue{
		{Key: "deck_mode", Value: `"cuatro_reyes"`, Default: `"ocho_reyes"`},
		{Key: "target_points", Value: "30", Default: "40"},
		{Key: "first_dealer", Value: `"2"`, Default: `"sorteo"`},
	}
	if diff := cmp.Diff(want, Diff(r)); diff != "" {
		t.Errorf("Diff mismatch (-want +got):\n%s", diff)
	}
	if got := want[1].String(); got != "target_points = 30" {
		t.Errorf("KeyValue.String() = %q", got)
	}
	if v, ok := Value(r, "first_dealer"); !ok || v != `"2"` {
		t.Errorf(`Value(first_dealer) = %q, %v; want "2", true`, v, ok)
	}
	if v, ok := Value(r, "real_enabled"); ok || v != "" {
		t.Errorf(`Value(real_enabled) = %q, %v; want "", false`, v, ok)
	}
}

// TestDocsListEveryKey fails when docs/config.md does not list every key
// of the table with its type, default and valid values (those of its row
// of engine.RuleKeys), or every unimplemented variant with its catalog
// entry.
func TestDocsListEveryKey(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "docs", "config.md"))
	if err != nil {
		t.Fatal(err)
	}
	// section returns the lines of the "## " section whose title starts
	// with title.
	section := func(title string) []string {
		var out []string
		in := false
		for _, l := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(l, "## ") {
				in = strings.HasPrefix(l, "## "+title)
				continue
			}
			if in {
				out = append(out, l)
			}
		}
		if out == nil {
			t.Fatalf("docs/config.md has no section %q", title)
		}
		return out
	}
	keyRows, variantRows := section("Claves"), section("Variantes no implementadas")
	rows := func(lines []string, prefix string) []string {
		var out []string
		for _, l := range lines {
			if strings.HasPrefix(l, prefix) {
				out = append(out, l)
			}
		}
		return out
	}
	for _, k := range Keys() {
		r := rows(keyRows, "| `"+k.Name+"` |")
		if len(r) != 1 {
			t.Errorf("docs/config.md: %d table rows for key %s, want 1", len(r), k.Name)
			continue
		}
		cells := strings.Split(r[0], " | ")
		if len(cells) < 7 {
			t.Errorf("docs/config.md: row of %s has %d cells", k.Name, len(cells))
			continue
		}
		if got, want := cells[1], k.Type; got != want {
			t.Errorf("docs/config.md: %s type %q, want %q", k.Name, got, want)
		}
		if got, want := cells[2], "`"+k.Default+"`"; got != want {
			t.Errorf("docs/config.md: %s default %s, want %s", k.Name, got, want)
		}
		if got, want := cells[3], docValid(k); got != want {
			t.Errorf("docs/config.md: %s valid values %s, want %s (from engine.RuleKeys)", k.Name, got, want)
		}
		for _, ref := range []string{k.Convention, k.Article, k.Question} {
			if ref != "" && !strings.Contains(r[0], ref) {
				t.Errorf("docs/config.md: row of %s does not name %s", k.Name, ref)
			}
		}
	}
	for _, v := range Unimplemented() {
		found := false
		for _, l := range rows(variantRows, "| `"+v.Key+"` |") {
			if strings.Contains(l, v.Convention) && (v.Value == "" || strings.Contains(l, v.Value)) {
				found = true
			}
		}
		if !found {
			t.Errorf("docs/config.md: no row for unimplemented %s %s (%s)", v.Key, v.Value, v.Convention)
		}
	}
}

// docValid writes the valid values of a key as the table of docs/config.md
// does: the words of a string or a bool each as code, separated by an
// escaped bar; a range as text.
func docValid(k Key) string {
	if k.Type != "string" && k.Type != "bool" {
		return k.Valid
	}
	parts := strings.Split(k.Valid, " | ")
	for i, p := range parts {
		parts[i] = "`" + p + "`"
	}
	return strings.Join(parts, ` \| `)
}

// FuzzParse checks that no input makes Parse panic, that every error names
// the file, and that whatever Parse accepts is valid and survives Encode.
func FuzzParse(f *testing.F) {
	f.Add(defaultFile)
	f.Add(Encode(otherRules()))
	for _, s := range []string{
		"", "target_points = 30\n", "[reglas]\ndeje = false\n", "a.b = 1", `deck_mode = "rioja_36"`,
		"notas = \"\"\"\nx = 1\n\"\"\"\nfoo = 1\n", "lista = [\n 1, # c\n]\n", "'q' = 1\n\"\\u00e9\" = 2\n",
		"target_points = \n", "signals_enabled = true\n", "shuffler_seat = 300\n", "x = {a = [1, {b = 2}]}\n",
		"\ufeffdeje = false\r\n", "max_discard = 2\nmin_discard = 3\n", "[[a]]\n[[a]]\n", "x = '''\n'''''\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := Parse("fuzz.toml", data)
		if err != nil {
			var list ErrorList
			if !errors.As(err, &list) || len(list) == 0 {
				t.Fatalf("error %T is not a non-empty ErrorList: %v", err, err)
			}
			maxLine := bytes.Count(data, []byte("\n")) + 1
			for _, e := range list {
				if e.File != "fuzz.toml" || e.Msg == "" || e.Line < 0 || e.Line > maxLine {
					t.Fatalf("bad error %#v", e)
				}
			}
			return
		}
		if err := r.Validate(); err != nil {
			t.Fatalf("Parse accepted invalid rules: %v", err)
		}
		got, err := Parse("encoded.toml", Encode(r))
		if err != nil {
			t.Fatalf("Parse(Encode(r)): %v", err)
		}
		if diff := cmp.Diff(r, got); diff != "" {
			t.Fatalf("Parse(Encode(r)) mismatch (-want +got):\n%s", diff)
		}
		_ = scan(data)
	})
}

// Package config loads the rules of a game from TOML (config/rules.default.toml
// and the files that override it) into an engine.Rules value. Every
// [CONVENCIÓN] value and every open-question toggle lives here; the engine
// itself never reads files.
package config

// Key describes one config key: its TOML name, type, default (as written in
// rules.default.toml), valid values, the catalog entry that explains it and
// the open question it answers, if any.
type Key struct {
	Name       string // snake_case TOML key
	Type       string // "int", "bool", "string" or "int list"
	Default    string // default value as TOML text
	Valid      string // valid range or values, in Spanish
	Convention string // catalog id (reference/), e.g. "CONVENCION-deje"
	Article    string // FEM article the key reads, if any
	Question   string // open question (P4–P8) the key answers, if any
}

// keys is the one table of config keys; docs/config.md is checked against it.
var keys = []Key{
	{"deck_mode", "string", `"ocho_reyes"`, `"ocho_reyes" | "cuatro_reyes"`, "CONVENCION-modalidad", "FEM-II.3", ""},
	{"target_points", "int", "40", "5–100", "CONVENCION-objetivo", "FEM-Intro.E", ""},
	{"games_to_win", "int", "1", "1–9", "CONVENCION-juegos-partida", "FEM-Intro.E", "P4"},
	{"first_dealer", "string", `"sorteo"`, `"sorteo" | "0" | "1" | "2" | "3"`, "CONVENCION-primer-reparto", "FEM-III.1", ""},
	{"shuffler_seat", "int", "0", "0–3", "CONVENCION-primer-reparto", "FEM-III.1", ""},
	{"min_discard", "int", "1", "0–4, ≤ max_discard (0: «servido»)", "CONVENCION-descarte", "FEM-III.11", "P5"},
	{"max_discard", "int", "4", "1–4", "CONVENCION-descarte", "FEM-III.11", "P5"},
	{"discard_order", "string", `"repartidor_primero"`, `"repartidor_primero" | "mano_primero"`, "CONVENCION-orden-descarte", "FEM-III.11", "P5"},
	{"serve_order", "string", `"descarte"`, `"descarte" | "reparto"`, "CONVENCION-orden-servicio", "FEM-III.2", ""},
	{"reshuffle_includes_current_round", "bool", "true", "true | false", "CONVENCION-rebarajar-descartes", "FEM-III.15", ""},
	{"stock_size_public", "bool", "true", "true | false", "CONVENCION-mazo-visible", "FEM-III.16", ""},
	{"min_bet", "int", "2", "1–10, ≤ max_bet", "CONVENCION-envite-minimo", "FEM-VIII.8", ""},
	{"min_raise", "int", "2", "1–10", "CONVENCION-subida", "FEM-VIII.8", "P7"},
	{"max_bet", "int", "99", "2–999", "CONVENCION-tope-envite", "FEM-VI.6", ""},
	{"raise_mode", "string", `"mas"`, `"mas" | "doble"`, "CONVENCION-subida", "FEM-VIII.8", "P7"},
	{"negada_points", "int", "1", "0–10", "CONVENCION-negada", "FEM-VIII.8", "P5"},
	{"paso_points", "int", "1", "0–10", "CONVENCION-valor-paso", "FEM-VII.2", "P5"},
	{"par_points", "int", "1", "0–10", "CONVENCION-valor-pares", "", "P5"},
	{"medias_points", "int", "2", "0–10", "CONVENCION-valor-pares", "", "P5"},
	{"duples_points", "int", "3", "0–10", "CONVENCION-valor-pares", "", "P5"},
	{"juego_31_points", "int", "3", "0–10", "CONVENCION-valor-juego", "", "P5"},
	{"juego_points", "int", "2", "0–10", "CONVENCION-valor-juego", "", "P5"},
	{"punto_points", "int", "1", "0–10", "CONVENCION-valor-punto", "", "P5"},
	{"jugadas_tras_no_quiero", "string", `"ganador_del_lance"`, `"ganador_del_lance" | "mejor_jugada"`, "CONVENCION-jugadas-tras-no-quiero", "FEM-VI.7", "P5"},
	{"quiero_singular", "string", `"cierra"`, `"cierra" | "rectificable"`, "CONVENCION-quiero-cierra", "FEM-VI.3", ""},
	{"deje", "bool", "true", "true | false", "CONVENCION-deje", "FEM-VII.1", "P5"},
	{"end_on_immediate_points", "bool", "true", "true | false", "CONVENCION-fin-inmediato", "FEM-VII.2", "P8"},
	{"announce_within", "int", "4", "0–20", "CONVENCION-estamos-dentro", "FEM-VII.7", ""},
	{"falta_de_tanto_within", "int", "4", "0–20", "CONVENCION-falta-de-tanto", "FEM-IV.7", "P6"},
	{"falta_de_tanto", "string", `"turno"`, `"turno" | "corte_libre"`, "CONVENCION-falta-de-tanto", "FEM-IV.7", "P6"},
	{"ordago_postre_penalties", "string", `"off"`, `"off" | "penalizar" | "reglamento"`, "CONVENCION-postre-33", "FEM-VI.9", ""},
	{"signals_enabled", "bool", "false", "true | false", "CONVENCION-senas", "FEM-VIII.2", ""},
	{"gaze_weights", "int list", "[2, 1, 1]", "tres enteros 0–100 (compañero, cada rival, mesa), no todos 0", "CONVENCION-senas", "", ""},
	{"gaze_min_ticks", "int", "2", "1–100, ≤ gaze_max_ticks", "CONVENCION-senas", "", ""},
	{"gaze_max_ticks", "int", "6", "1–100", "CONVENCION-senas", "", ""},
	{"signal_moment", "string", `"cada_corte"`, `"cada_corte" | "reglamento"`, "CONVENCION-senas-momento", "FEM-VIII.5", ""},
}

// Keys returns a copy of the table of config keys, in file order.
func Keys() []Key {
	out := make([]Key, len(keys))
	copy(out, keys)
	return out
}

// LookupKey returns the key with the given name.
func LookupKey(name string) (Key, bool) {
	for _, k := range keys {
		if k.Name == name {
			return k, true
		}
	}
	return Key{}, false
}

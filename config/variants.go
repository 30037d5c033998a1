package config

// Variant is a known variant of Mus that musfem does not implement
// (docs/config.md). It has no config key: a rules file that names it is refused
// with a message that points to its catalog entry, marked not implemented.
type Variant struct {
	Key        string // key that names the variant, or the key whose Value names it
	Value      string // for a value of an existing key (deck_mode = "rioja_36"); empty when Key itself names the variant
	Convention string // catalog entry in reference/, e.g. "CONVENCION-31-real"
	Note       string // Spanish explanation of what musfem does instead
}

// unimplemented is the table of variants musfem refuses, grouped by catalog
// entry. Keys are matched after normalisation (see normalizeKey), so
// "realEnabled" and "real-enabled" are refused like "real_enabled".
var unimplemented = []Variant{
	{"real_enabled", "", "CONVENCION-31-real", "el 31 real (tres sietes y una figura) no está implementado: todos los 31 valen igual y el empate lo gana el más cercano al mano"},
	{"real", "", "CONVENCION-31-real", "el 31 real (tres sietes y una figura) no está implementado: todos los 31 valen igual y el empate lo gana el más cercano al mano"},
	{"pedrete_bonus", "", "CONVENCION-pedrete", "el pedrete (4-5-6-7) no está implementado: no da ningún tanto"},
	{"pedrete", "", "CONVENCION-pedrete", "el pedrete (4-5-6-7) no está implementado: no da ningún tanto"},
	{"deck_mode", "rioja_36", "CONVENCION-baraja-36", "la baraja riojana de 36 naipes (sin doses) no está implementada: use \"ocho_reyes\" o \"cuatro_reyes\""},
	{"mus_visto", "", "CONVENCION-mus-visto", "el mus visto no está implementado: el motor reparte sin descubrir nunca una carta (imposible por construcción)"},
	{"first_hand_mus_corrido", "", "CONVENCION-mus-corrido", "el mus corrido de la primera mano no está implementado: el mus se corta como en cualquier mano (FEM IV.4)"},
	{"mus_corrido", "", "CONVENCION-mus-corrido", "el mus corrido de la primera mano no está implementado: el mus se corta como en cualquier mano (FEM IV.4)"},
	{"vacas", "", "CONVENCION-vacas", "las vacas no están implementadas: la partida se juega a games_to_win juegos"},
	{"vacas_enabled", "", "CONVENCION-vacas", "las vacas no están implementadas: la partida se juega a games_to_win juegos"},
	{"juegos_per_vaca", "", "CONVENCION-vacas", "las vacas no están implementadas: la partida se juega a games_to_win juegos"},
	{"open_out_of_turn", "", "CONVENCION-apertura-fuera-de-turno", "abrir un envite fuera de turno no está implementado: se habla por turno desde el mano del lance"},
	{"partner_conflict", "", "CONVENCION-quiero-mas-alto", "si los compañeros no coinciden vale el quiero (FEM VI.4); la lectura «gana la acción más alta» no está implementada"},
	{"serve_discards", "", "CONVENCION-servir-de-uno-en-uno", "cada jugador recibe de una vez todas las cartas de su descarte (FEM III.2); servir de una en una no está implementado"},
	{"ordago_cancels_prior_accepted_bets", "", "CONVENCION-ordago-cuenta-previos", "el órdago aceptado anula los envites aceptados antes (FEM VII.12); contar antes los lances anteriores no está implementado"},
	{"bet_at_falta_is_ordago", "", "CONVENCION-envite-falta-es-ordago", "un envite mayor que lo que falta es un envite normal que se cobra al tantear (FEM VI.6); tratarlo como órdago no está implementado"},
	{"interception_p", "", "CONVENCION-senas", "la probabilidad de que un rival intercepte una seña no está implementada: quién ve una seña lo deciden las miradas (gaze_weights, gaze_min_ticks, gaze_max_ticks; docs/senas.md)"},
	{"keep_last_player_discard_apart", "", "CONVENCION-descarte-aparte", "al agotarse el mazo se rebarajan todos los descartes (FEM III.15); apartar el del último jugador no está implementado"},
}

// Unimplemented returns a copy of the table of variants musfem does not
// implement, for the catalog in reference/ to cross-check.
func Unimplemented() []Variant {
	out := make([]Variant, len(unimplemented))
	copy(out, unimplemented)
	return out
}

// lookupVariantKey returns the variant named by a key, if any.
func lookupVariantKey(name string) (Variant, bool) {
	n := normalizeKey(name)
	for _, v := range unimplemented {
		if v.Value == "" && v.Key == n {
			return v, true
		}
	}
	return Variant{}, false
}

// lookupVariantValue returns the variant named by a string value of a key.
func lookupVariantValue(key, value string) (Variant, bool) {
	n := normalizeKey(value)
	for _, v := range unimplemented {
		if v.Value != "" && v.Key == key && v.Value == n {
			return v, true
		}
	}
	return Variant{}, false
}

// variantMsg is the Spanish message for a variant.
func variantMsg(v Variant) string {
	return "variante no implementada en musfem (" + v.Convention + "): " + v.Note
}

// normalizeKey lower-cases a name, turns camelCase humps and '-' into '_',
// and drops surrounding spaces, so that near spellings of a key match.
func normalizeKey(s string) string {
	b := make([]byte, 0, len(s)+4)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'A' && c <= 'Z':
			if i > 0 && len(b) > 0 && b[len(b)-1] != '_' && s[i-1] >= 'a' && s[i-1] <= 'z' {
				b = append(b, '_')
			}
			b = append(b, c+('a'-'A'))
		case c == '-' || c == ' ':
			b = append(b, '_')
		default:
			b = append(b, c)
		}
	}
	// Trim the underscores left by surrounding spaces.
	for len(b) > 0 && b[0] == '_' {
		b = b[1:]
	}
	for len(b) > 0 && b[len(b)-1] == '_' {
		b = b[:len(b)-1]
	}
	return string(b)
}

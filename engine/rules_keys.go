package engine

import "strconv"

// KeyKind is the kind of value of a config key.
type KeyKind uint8

// The kinds of config keys. KindNone is no kind.
const (
	KindNone    KeyKind = iota
	KindInt             // an integer in [RuleKey.Bounds]
	KindSeat            // a seat, 0–3
	KindBool            // true or false
	KindEnum            // one of the words of [RuleKey.Values]
	KindIntList         // three integers, each in [RuleKey.Bounds]
	numKeyKinds
)

var keyKindNames = [numKeyKinds]string{"", "int", "seat", "bool", "enum", "int list"}

// String returns the name of the kind.
func (k KeyKind) String() string {
	if k >= numKeyKinds {
		return "KeyKind(" + strconv.Itoa(int(k)) + ")"
	}
	return keyKindNames[k]
}

// RuleKey is one config key: the field of [Rules] it sets, with its
// default and its valid values, and what explains it. [RuleKeys] is the one
// table of config keys, in the order of config/rules.default.toml:
// [DefaultRules] and [Rules.Validate] are made from it, and so are the
// config loader's keys, the protocol's key sets and the fingerprint of the
// rules; the tests of config/ check config/rules.default.toml, the profiles
// and docs/config.md against it. docs/config.md («Añadir una clave») says
// how to add one.
type RuleKey struct {
	Name       string // snake_case TOML key
	Convention string // catalog entry (reference/), e.g. "CONVENCION-deje"
	Article    string // FEM article the key reads, if any
	Question   string // open question (P4–P8) the key answers, if any
	// Note is what the valid values of docs/config.md say besides the
	// range or the words, in Spanish: ", ≤ max_bet".
	Note string
	// Protocol is the protocol whose frozen document first lists the key:
	// 1 (docs/protocol.md) or 2 (docs/protocol-v2.md); 0 for a key added
	// after them, which docs/protocol-erratum.md names. A key of protocol 1
	// is always sent to another engine; a later one only away from its
	// default.
	Protocol int
	// Signals marks a key of señas y miradas: under protocol 1 an engine
	// plays it at its default only.
	Signals bool
	f       field
}

// ruleKeys is the table of config keys. Each row holds the key's field,
// default and range (intOf: default, min, max; enumOf: default, last
// reading) and its references.
var ruleKeys = []RuleKey{
	{Name: "deck_mode", Convention: "CONVENCION-modalidad", Article: "FEM-II.3", Protocol: 1,
		f: enumOf(func(r *Rules) *DeckMode { return &r.DeckMode }, OchoReyes, CuatroReyes)},
	{Name: "target_points", Convention: "CONVENCION-objetivo", Article: "FEM-Intro.E", Protocol: 1,
		f: intOf(func(r *Rules) *int { return &r.TargetPoints }, 40, 5, 100)},
	{Name: "games_to_win", Convention: "CONVENCION-juegos-partida", Article: "FEM-Intro.E", Question: "P4", Protocol: 1,
		f: intOf(func(r *Rules) *int { return &r.GamesToWin }, 1, 1, 9)},
	{Name: "first_dealer", Convention: "CONVENCION-primer-reparto", Article: "FEM-III.1", Protocol: 1,
		f: dealerField{}},
	{Name: "shuffler_seat", Convention: "CONVENCION-primer-reparto", Article: "FEM-III.1", Protocol: 1,
		f: seatOf(func(r *Rules) *Seat { return &r.ShufflerSeat }, 0)},
	{Name: "min_discard", Convention: "CONVENCION-descarte", Article: "FEM-III.11", Question: "P5", Protocol: 1,
		Note: ", ≤ max_discard (0: «servido»)",
		f:    intOf(func(r *Rules) *int { return &r.MinDiscard }, 1, 0, 4)},
	{Name: "max_discard", Convention: "CONVENCION-descarte", Article: "FEM-III.11", Question: "P5", Protocol: 1,
		f: intOf(func(r *Rules) *int { return &r.MaxDiscard }, 4, 1, 4)},
	{Name: "discard_order", Convention: "CONVENCION-orden-descarte", Article: "FEM-III.11", Question: "P5", Protocol: 2,
		f: enumOf(func(r *Rules) *DiscardOrder { return &r.DiscardOrder }, DiscardRepartidorPrimero, DiscardManoPrimero)},
	{Name: "serve_order", Convention: "CONVENCION-orden-servicio", Article: "FEM-III.2", Protocol: 1,
		f: enumOf(func(r *Rules) *ServeOrder { return &r.ServeOrder }, ServeDescarte, ServeReparto)},
	{Name: "reshuffle_includes_current_round", Convention: "CONVENCION-rebarajar-descartes", Article: "FEM-III.15", Protocol: 1,
		f: boolOf(func(r *Rules) *bool { return &r.ReshuffleIncludesCurrentRound }, true)},
	{Name: "stock_size_public", Convention: "CONVENCION-mazo-visible", Article: "FEM-III.16", Protocol: 1,
		f: boolOf(func(r *Rules) *bool { return &r.StockSizePublic }, true)},
	{Name: "min_bet", Convention: "CONVENCION-envite-minimo", Article: "FEM-VIII.8", Protocol: 1,
		Note: ", ≤ max_bet",
		f:    intOf(func(r *Rules) *int { return &r.MinBet }, 2, 1, 10)},
	{Name: "min_raise", Convention: "CONVENCION-subida", Article: "FEM-VIII.8", Question: "P7", Protocol: 1,
		f: intOf(func(r *Rules) *int { return &r.MinRaise }, 2, 1, 10)},
	{Name: "max_bet", Convention: "CONVENCION-tope-envite", Article: "FEM-VI.6", Protocol: 1,
		f: intOf(func(r *Rules) *int { return &r.MaxBet }, 99, 2, 999)},
	{Name: "raise_mode", Convention: "CONVENCION-subida", Article: "FEM-VIII.8", Question: "P7", Protocol: 1,
		f: enumOf(func(r *Rules) *RaiseMode { return &r.RaiseMode }, RaiseMas, RaiseDoble)},
	{Name: "negada_points", Convention: "CONVENCION-negada", Article: "FEM-VIII.8", Question: "P5", Protocol: 1,
		f: intOf(func(r *Rules) *int { return &r.NegadaPoints }, 1, 0, 10)},
	{Name: "paso_points", Convention: "CONVENCION-valor-paso", Article: "FEM-VII.2", Question: "P5", Protocol: 1,
		f: intOf(func(r *Rules) *int { return &r.PasoPoints }, 1, 0, 10)},
	{Name: "par_points", Convention: "CONVENCION-valor-pares", Question: "P5", Protocol: 1,
		f: intOf(func(r *Rules) *int { return &r.ParPoints }, 1, 0, 10)},
	{Name: "medias_points", Convention: "CONVENCION-valor-pares", Question: "P5", Protocol: 1,
		f: intOf(func(r *Rules) *int { return &r.MediasPoints }, 2, 0, 10)},
	{Name: "duples_points", Convention: "CONVENCION-valor-pares", Question: "P5", Protocol: 1,
		f: intOf(func(r *Rules) *int { return &r.DuplesPoints }, 3, 0, 10)},
	{Name: "juego_31_points", Convention: "CONVENCION-valor-juego", Question: "P5", Protocol: 1,
		f: intOf(func(r *Rules) *int { return &r.Juego31Points }, 3, 0, 10)},
	{Name: "juego_points", Convention: "CONVENCION-valor-juego", Question: "P5", Protocol: 1,
		f: intOf(func(r *Rules) *int { return &r.JuegoPoints }, 2, 0, 10)},
	{Name: "punto_points", Convention: "CONVENCION-valor-punto", Question: "P5", Protocol: 1,
		f: intOf(func(r *Rules) *int { return &r.PuntoPoints }, 1, 0, 10)},
	{Name: "piedra_de_paso", Convention: "CONVENCION-piedra-de-paso", Article: "FEM-VII.2",
		f: boolOf(func(r *Rules) *bool { return &r.PiedraDePaso }, false)},
	{Name: "jugadas_tras_no_quiero", Convention: "CONVENCION-jugadas-tras-no-quiero", Article: "FEM-VI.7", Question: "P5", Protocol: 2,
		f: enumOf(func(r *Rules) *JugadasTrasNoQuiero { return &r.JugadasTrasNoQuiero }, JugadasGanadorDelLance, JugadasMejorJugada)},
	{Name: "quiero_singular", Convention: "CONVENCION-quiero-cierra", Article: "FEM-VI.3",
		f: enumOf(func(r *Rules) *QuieroSingular { return &r.QuieroSingular }, QuieroCierra, QuieroRectificable)},
	{Name: "deje", Convention: "CONVENCION-deje", Article: "FEM-VII.1", Question: "P5", Protocol: 1,
		f: boolOf(func(r *Rules) *bool { return &r.Deje }, true)},
	{Name: "end_on_immediate_points", Convention: "CONVENCION-fin-inmediato", Article: "FEM-VII.2", Question: "P8", Protocol: 1,
		f: boolOf(func(r *Rules) *bool { return &r.EndOnImmediatePoints }, true)},
	{Name: "count_order", Convention: "CONVENCION-fin-al-contar", Article: "FEM-VII.2",
		f: enumOf(func(r *Rules) *CountOrder { return &r.CountOrder }, CountLances, CountParejas)},
	{Name: "announce_within", Convention: "CONVENCION-estamos-dentro", Article: "FEM-VII.7", Protocol: 1,
		f: intOf(func(r *Rules) *int { return &r.AnnounceWithin }, 4, 0, 20)},
	{Name: "falta_de_tanto_within", Convention: "CONVENCION-falta-de-tanto", Article: "FEM-IV.7", Question: "P6", Protocol: 1,
		f: intOf(func(r *Rules) *int { return &r.FaltaDeTantoWithin }, 4, 0, 20)},
	{Name: "falta_de_tanto", Convention: "CONVENCION-falta-de-tanto", Article: "FEM-IV.7", Question: "P6", Protocol: 1,
		f: enumOf(func(r *Rules) *FaltaDeTanto { return &r.FaltaDeTanto }, FaltaTurno, FaltaCorteLibre)},
	{Name: "ordago_postre_penalties", Convention: "CONVENCION-postre-33", Article: "FEM-VI.9", Protocol: 1,
		f: enumOf(func(r *Rules) *PostrePenalties { return &r.OrdagoPostrePenalties }, PenaltiesOff, PenaltiesReglamento)},
	{Name: "signals_enabled", Convention: "CONVENCION-senas", Article: "FEM-VIII.2", Protocol: 1, Signals: true,
		f: boolOf(func(r *Rules) *bool { return &r.SignalsEnabled }, false)},
	{Name: "gaze_weights", Convention: "CONVENCION-senas", Protocol: 2, Signals: true,
		Note: ", no todos 0",
		f: listField{p: func(r *Rules) *[3]int { return &r.GazeWeights }, def: DefaultGazeWeights, min: 0, max: maxGazeWeight,
			each: "peso", elements: "compañero, cada rival, mesa", whole: gazeWeightsWhole}},
	{Name: "gaze_min_ticks", Convention: "CONVENCION-senas", Protocol: 2, Signals: true,
		Note: ", ≤ gaze_max_ticks",
		f:    intOf(func(r *Rules) *int { return &r.GazeMinTicks }, 2, 1, maxGazeTicks)},
	{Name: "gaze_max_ticks", Convention: "CONVENCION-senas", Protocol: 2, Signals: true,
		f: intOf(func(r *Rules) *int { return &r.GazeMaxTicks }, 6, 1, maxGazeTicks)},
	{Name: "signal_moment", Convention: "CONVENCION-senas-momento", Article: "FEM-VIII.5", Signals: true,
		f: enumOf(func(r *Rules) *SignalMoment { return &r.SignalMoment }, SignalsCadaCorte, SignalsReglamento)},
}

// RuleKeys returns a copy of the table of config keys, in the order of
// config/rules.default.toml.
func RuleKeys() []RuleKey {
	out := make([]RuleKey, len(ruleKeys))
	copy(out, ruleKeys)
	return out
}

// Kind returns the kind of the key's value.
func (k RuleKey) Kind() KeyKind { return k.f.kind() }

// Bounds returns the smallest and the largest valid value of an int or a
// seat key, or of each element of an int list; of an enum, 0 and the index
// of its last word.
func (k RuleKey) Bounds() (min, max int) { return k.f.bounds() }

// Values returns the words of an enum key, in the order of their index.
func (k RuleKey) Values() []string { return k.f.words() }

// Elements says, in Spanish, what the elements of an int list are
// ("compañero, cada rival, mesa"); "" for the other kinds.
func (k RuleKey) Elements() string {
	if l, ok := k.f.(listField); ok {
		return l.elements
	}
	return ""
}

// Get returns the value of the key in r as integers: an int or a seat
// itself, a bool 1 or 0, an enum the index of its word in [RuleKey.Values],
// an int list its three elements.
func (k RuleKey) Get(r Rules) []int { return k.f.get(&r, nil) }

// Default returns the default value of the key, as [RuleKey.Get] does.
func (k RuleKey) Default() []int {
	var r Rules
	k.f.reset(&r)
	return k.f.get(&r, nil)
}

// Set stores v, a value as [RuleKey.Get] returns it, in r: one integer,
// or three for an int list. The caller passes only what the field can
// hold — a seat 0–3, an index of [RuleKey.Values], a bool 0 or 1 (their
// [RuleKey.Bounds]); an int out of its range is stored, and
// [Rules.Validate] refuses it.
func (k RuleKey) Set(r *Rules, v ...int) { k.f.set(r, v) }

// Invalid says, in Spanish, which values the key takes, as
// [Rules.Validate] reports a value out of range: "debe estar entre 5 y
// 100", "debe ser un asiento 0-3", `debe ser "mas" o "doble"`.
func (k RuleKey) Invalid() string { return k.f.invalid() }

package engine

import "fmt"

// DeckMode selects how the 3s and 2s count (FEM II.3, CONVENCION-modalidad).
type DeckMode uint8

// The deck modes. OchoReyes is the FEM default: every 3 is a rey and every 2
// an as, for every purpose.
const (
	OchoReyes DeckMode = iota
	CuatroReyes
)

// deckModeWords are the config values, in the order of the constants (OchoReyes, CuatroReyes).
var deckModeWords = []string{"ocho_reyes", "cuatro_reyes"}

// String returns the config value of the mode.
func (m DeckMode) String() string { return configWord(deckModeWords, m, "DeckMode") }

// ServeOrder is the order in which discards are served (FEM III.2, III.11,
// CONVENCION-orden-servicio).
type ServeOrder uint8

// The serving orders: in the order of the discards (postre first, mano last,
// docs/decisions.md D3, or the reverse with discard_order = "mano_primero") or
// in the order of the deal (mano first).
const (
	ServeDescarte ServeOrder = iota
	ServeReparto
)

// serveOrderWords are the config values, in the order of the constants (ServeDescarte, ServeReparto).
var serveOrderWords = []string{"descarte", "reparto"}

// String returns the config value of the order.
func (o ServeOrder) String() string { return configWord(serveOrderWords, o, "ServeOrder") }

// RaiseMode is how a bet may be raised (FEM VIII.8 "reenvido", open question
// P7, CONVENCION-subida).
type RaiseMode uint8

// The raise modes: "N más" with N ≥ min_raise, or doubling only.
const (
	RaiseMas RaiseMode = iota
	RaiseDoble
)

// raiseModeWords are the config values, in the order of the constants (RaiseMas, RaiseDoble).
var raiseModeWords = []string{"mas", "doble"}

// String returns the config value of the mode.
func (m RaiseMode) String() string { return configWord(raiseModeWords, m, "RaiseMode") }

// FaltaDeTanto is how "a falta de tanto" (FEM IV.7, open question P6) is read.
type FaltaDeTanto uint8

// The readings of IV.7: in a sequential engine cutting in turn changes no
// outcome ("turno"); "corte_libre" lets any seat that has not spoken yet cut
// the mus out of turn while a pair is within falta_de_tanto_within tantos.
const (
	FaltaTurno FaltaDeTanto = iota
	FaltaCorteLibre
)

// faltaDeTantoWords are the config values, in the order of the constants (FaltaTurno, FaltaCorteLibre).
var faltaDeTantoWords = []string{"turno", "corte_libre"}

// String returns the config value of the reading.
func (f FaltaDeTanto) String() string { return configWord(faltaDeTantoWords, f, "FaltaDeTanto") }

// PostrePenalties selects how FEM VI.9–VI.12 and VI.24 are enforced
// (CONVENCION-postre-33).
type PostrePenalties uint8

// The readings: "off" validates (a plain quiero of the postre with 33 to an
// órdago a juego is refused, docs/decisions.md D8); "penalizar" accepts it and applies
// the penalties of VI.11–VI.12 at the showdown, voiding the órdago when both
// hands of the dealer's pair hold the minimum jugada (docs/decisions.md
// D-POSTRE); "reglamento" reads the text: the postre is the postre of the
// lance, VI.12 voids only when the partner who said «sí» is not the mano of
// the lance, and VI.24 charges a negada at once and lets the órdago be
// played (docs/decisions.md D31).
const (
	PenaltiesOff PostrePenalties = iota
	PenaltiesPenalizar
	PenaltiesReglamento
)

// postrePenaltiesWords are the config values, in the order of the constants (PenaltiesOff, PenaltiesPenalizar, PenaltiesReglamento).
var postrePenaltiesWords = []string{"off", "penalizar", "reglamento"}

// String returns the config value of the reading.
func (p PostrePenalties) String() string {
	return configWord(postrePenaltiesWords, p, "PostrePenalties")
}

// QuieroSingular selects what a quiero said by the first rival to answer a
// bet does (CONVENCION-quiero-cierra).
type QuieroSingular uint8

// The readings: "cierra", musfem's default, takes every quiero as said for
// the pair (FEM VI.4, VI.5): the first closes the bet; "rectificable"
// follows FEM VI.3: a quiero speaks for its speaker only, so that his
// partner, if he has not spoken to that bet and may speak in the lance,
// still has the word to confirm it or to raise it (revocar); an órdago
// accepted is closed, since nothing is left to raise.
const (
	QuieroCierra QuieroSingular = iota
	QuieroRectificable
)

// quieroSingularWords are the config values, in the order of the constants (QuieroCierra, QuieroRectificable).
var quieroSingularWords = []string{"cierra", "rectificable"}

// String returns the config value of the reading.
func (q QuieroSingular) String() string { return configWord(quieroSingularWords, q, "QuieroSingular") }

// SignalMoment selects when a seña may be made (CONVENCION-senas-momento).
type SignalMoment uint8

// The readings: "cada_corte", musfem's default, opens the señas at each
// cut of the mus and closes them during the mus and the discards of every
// jugada (the seña of cortar el mus apart, which is made only while the mus
// is decided); "reglamento" follows FEM VIII.3 and VIII.5 as written: no
// seña before the mus is cut at the start of the partida, and afterwards
// any seña at any moment, the medias that are not de reyes only once the
// grande is over. Under both, a seat makes each seña once per jugada.
const (
	SignalsCadaCorte SignalMoment = iota
	SignalsReglamento
)

// signalMomentWords are the config values, in the order of the constants (SignalsCadaCorte, SignalsReglamento).
var signalMomentWords = []string{"cada_corte", "reglamento"}

// String returns the config value of the reading.
func (m SignalMoment) String() string { return configWord(signalMomentWords, m, "SignalMoment") }

// CountOrder is the order of the count at the end of a jugada
// (CONVENCION-fin-al-contar, FEM VII.2).
type CountOrder uint8

// The orders: "lances", FEM VII.2's, counts lance by lance (grande, chica,
// pares, juego or punto), each lance's tantos to the pair that wins it;
// "parejas", a house rule of other Mus programs, counts pair by pair, each
// pair tanteando its own tantos as VII.3 and VII.5 picture it: the mano's
// pair all of its tantos first, in lance order, then the other pair. Under
// both, the first pair to reach the target wins and the rest is not
// counted, so with "parejas" the mano's pair wins whenever it reaches the
// target at the count.
const (
	CountLances CountOrder = iota
	CountParejas
)

// countOrderWords are the config values, in the order of the constants (CountLances, CountParejas).
var countOrderWords = []string{"lances", "parejas"}

// String returns the config value of the order.
func (o CountOrder) String() string { return configWord(countOrderWords, o, "CountOrder") }

// FirstDealerDraw is the value of Rules.FirstDealer that draws the first
// dealer by the suit of a cut card (FEM III.1).
const FirstDealerDraw Seat = NoSeat

// Rules holds every convention value and every toggle of
// config/rules.default.toml. Its zero value is not valid: start from
// [DefaultRules]. Each field names its config key.
type Rules struct {
	DeckMode                      DeckMode        // deck_mode
	TargetPoints                  int             // target_points
	GamesToWin                    int             // games_to_win (P4)
	FirstDealer                   Seat            // first_dealer: FirstDealerDraw or a seat
	ShufflerSeat                  Seat            // shuffler_seat (FEM III.1 sorteo)
	MinDiscard                    int             // min_discard
	MaxDiscard                    int             // max_discard
	ServeOrder                    ServeOrder      // serve_order
	ReshuffleIncludesCurrentRound bool            // reshuffle_includes_current_round
	StockSizePublic               bool            // stock_size_public
	MinBet                        int             // min_bet
	MinRaise                      int             // min_raise
	MaxBet                        int             // max_bet
	RaiseMode                     RaiseMode       // raise_mode (P7)
	NegadaPoints                  int             // negada_points
	PasoPoints                    int             // paso_points
	ParPoints                     int             // par_points
	MediasPoints                  int             // medias_points
	DuplesPoints                  int             // duples_points
	Juego31Points                 int             // juego_31_points
	JuegoPoints                   int             // juego_points
	PuntoPoints                   int             // punto_points
	Deje                          bool            // deje (FEM VII.1)
	EndOnImmediatePoints          bool            // end_on_immediate_points (P8)
	AnnounceWithin                int             // announce_within (FEM VII.7)
	FaltaDeTantoWithin            int             // falta_de_tanto_within (FEM IV.7)
	FaltaDeTanto                  FaltaDeTanto    // falta_de_tanto (P6)
	OrdagoPostrePenalties         PostrePenalties // ordago_postre_penalties

	// Keys added after protocol 1 (docs/decisions.md D15).
	DiscardOrder        DiscardOrder        // discard_order (P5)
	JugadasTrasNoQuiero JugadasTrasNoQuiero // jugadas_tras_no_quiero (P5)
	QuieroSingular      QuieroSingular      // quiero_singular (FEM VI.3)
	PiedraDePaso        bool                // piedra_de_paso (CONVENCION-piedra-de-paso)
	CountOrder          CountOrder          // count_order (CONVENCION-fin-al-contar)

	// Señas y miradas (FEM VIII, docs/senas.md).
	SignalsEnabled bool         // signals_enabled
	GazeWeights    [3]int       // gaze_weights: partner, each rival, table
	GazeMinTicks   int          // gaze_min_ticks
	GazeMaxTicks   int          // gaze_max_ticks
	SignalMoment   SignalMoment // signal_moment (CONVENCION-senas-momento)
}

// DefaultRules returns the defaults of config/rules.default.toml, which
// reproduce the seeds: the default of every key of [RuleKeys].
func DefaultRules() Rules {
	var r Rules
	for i := range ruleKeys {
		ruleKeys[i].f.reset(&r)
	}
	return r
}

// RangeError reports a rules value outside its valid range; Key is the
// config key.
type RangeError struct {
	Key    string
	Value  string
	Detail string
}

func (e *RangeError) Error() string {
	return fmt.Sprintf("mus: regla %s = %s: %s", e.Key, e.Value, e.Detail)
}

// Validate checks every value against its valid range, that of its key
// in [RuleKeys] (docs/config.md), and returns the first problem found: a
// [*RangeError] naming its config key, or a [*ComboError] naming the keys
// whose values cannot go together.
func (r Rules) Validate() error {
	for i := range ruleKeys {
		k := &ruleKeys[i]
		if value, detail := k.f.check(&r); detail != "" {
			return &RangeError{Key: k.Name, Value: value, Detail: detail}
		}
	}
	if err := r.validateSignals(); err != nil {
		return err
	}
	return r.validateCombos()
}

// configWord returns the config value of an enum of a config key: its
// word in words (indexed by the constant), or T(n) when v is none of them.
func configWord[T ~uint8](words []string, v T, typ string) string {
	if int(v) < len(words) {
		return words[v]
	}
	return fmt.Sprintf("%s(%d)", typ, uint8(v))
}

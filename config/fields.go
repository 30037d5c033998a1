package config

import (
	"math"
	"strconv"
	"strings"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/internal/errtext"
)

// binding ties a config key to its field of engine.Rules.
type binding struct {
	name string
	// text returns the TOML text of the value in r.
	text func(r *engine.Rules) string
	// set stores v, a value decoded by BurntSushi/toml, into r. It returns
	// a Spanish message when v has the wrong type or value, and leaves r
	// unchanged then.
	set func(r *engine.Rules, v any) string
	// copy copies the value from src to dst.
	copy func(dst, src *engine.Rules)
}

// bindings lists every key of the table, in table order (a test checks it).
var bindings = []binding{
	enumKey("deck_mode", func(r *engine.Rules) *engine.DeckMode { return &r.DeckMode },
		[]engine.DeckMode{engine.OchoReyes, engine.CuatroReyes}, engine.DeckMode.String),
	intKey("target_points", func(r *engine.Rules) *int { return &r.TargetPoints }),
	intKey("games_to_win", func(r *engine.Rules) *int { return &r.GamesToWin }),
	enumKey("first_dealer", func(r *engine.Rules) *engine.Seat { return &r.FirstDealer },
		[]engine.Seat{engine.FirstDealerDraw, 0, 1, 2, 3}, firstDealerText),
	seatKey("shuffler_seat", func(r *engine.Rules) *engine.Seat { return &r.ShufflerSeat }),
	intKey("min_discard", func(r *engine.Rules) *int { return &r.MinDiscard }),
	intKey("max_discard", func(r *engine.Rules) *int { return &r.MaxDiscard }),
	enumKey("discard_order", func(r *engine.Rules) *engine.DiscardOrder { return &r.DiscardOrder },
		[]engine.DiscardOrder{engine.DiscardRepartidorPrimero, engine.DiscardManoPrimero}, engine.DiscardOrder.String),
	enumKey("serve_order", func(r *engine.Rules) *engine.ServeOrder { return &r.ServeOrder },
		[]engine.ServeOrder{engine.ServeDescarte, engine.ServeReparto}, engine.ServeOrder.String),
	boolKey("reshuffle_includes_current_round", func(r *engine.Rules) *bool { return &r.ReshuffleIncludesCurrentRound }),
	boolKey("stock_size_public", func(r *engine.Rules) *bool { return &r.StockSizePublic }),
	intKey("min_bet", func(r *engine.Rules) *int { return &r.MinBet }),
	intKey("min_raise", func(r *engine.Rules) *int { return &r.MinRaise }),
	intKey("max_bet", func(r *engine.Rules) *int { return &r.MaxBet }),
	enumKey("raise_mode", func(r *engine.Rules) *engine.RaiseMode { return &r.RaiseMode },
		[]engine.RaiseMode{engine.RaiseMas, engine.RaiseDoble}, engine.RaiseMode.String),
	intKey("negada_points", func(r *engine.Rules) *int { return &r.NegadaPoints }),
	intKey("paso_points", func(r *engine.Rules) *int { return &r.PasoPoints }),
	intKey("par_points", func(r *engine.Rules) *int { return &r.ParPoints }),
	intKey("medias_points", func(r *engine.Rules) *int { return &r.MediasPoints }),
	intKey("duples_points", func(r *engine.Rules) *int { return &r.DuplesPoints }),
	intKey("juego_31_points", func(r *engine.Rules) *int { return &r.Juego31Points }),
	intKey("juego_points", func(r *engine.Rules) *int { return &r.JuegoPoints }),
	intKey("punto_points", func(r *engine.Rules) *int { return &r.PuntoPoints }),
	enumKey("jugadas_tras_no_quiero", func(r *engine.Rules) *engine.JugadasTrasNoQuiero { return &r.JugadasTrasNoQuiero },
		[]engine.JugadasTrasNoQuiero{engine.JugadasGanadorDelLance, engine.JugadasMejorJugada}, engine.JugadasTrasNoQuiero.String),
	enumKey("quiero_singular", func(r *engine.Rules) *engine.QuieroSingular { return &r.QuieroSingular },
		[]engine.QuieroSingular{engine.QuieroCierra, engine.QuieroRectificable}, engine.QuieroSingular.String),
	boolKey("deje", func(r *engine.Rules) *bool { return &r.Deje }),
	boolKey("end_on_immediate_points", func(r *engine.Rules) *bool { return &r.EndOnImmediatePoints }),
	intKey("announce_within", func(r *engine.Rules) *int { return &r.AnnounceWithin }),
	intKey("falta_de_tanto_within", func(r *engine.Rules) *int { return &r.FaltaDeTantoWithin }),
	enumKey("falta_de_tanto", func(r *engine.Rules) *engine.FaltaDeTanto { return &r.FaltaDeTanto },
		[]engine.FaltaDeTanto{engine.FaltaTurno, engine.FaltaCorteLibre}, engine.FaltaDeTanto.String),
	enumKey("ordago_postre_penalties", func(r *engine.Rules) *engine.PostrePenalties { return &r.OrdagoPostrePenalties },
		[]engine.PostrePenalties{engine.PenaltiesOff, engine.PenaltiesPenalizar, engine.PenaltiesReglamento}, engine.PostrePenalties.String),
	boolKey("signals_enabled", func(r *engine.Rules) *bool { return &r.SignalsEnabled }),
	gazeWeightsKey("gaze_weights", func(r *engine.Rules) *[3]int { return &r.GazeWeights }),
	intKey("gaze_min_ticks", func(r *engine.Rules) *int { return &r.GazeMinTicks }),
	intKey("gaze_max_ticks", func(r *engine.Rules) *int { return &r.GazeMaxTicks }),
	enumKey("signal_moment", func(r *engine.Rules) *engine.SignalMoment { return &r.SignalMoment },
		[]engine.SignalMoment{engine.SignalsCadaCorte, engine.SignalsReglamento}, engine.SignalMoment.String),
}

// lookupBinding returns the binding of a key.
func lookupBinding(name string) (binding, bool) {
	for _, b := range bindings {
		if b.name == name {
			return b, true
		}
	}
	return binding{}, false
}

// validText returns the valid values of a key, from the table.
func validText(name string) string {
	k, _ := LookupKey(name)
	return k.Valid
}

func intKey(name string, field func(*engine.Rules) *int) binding {
	return binding{
		name: name,
		text: func(r *engine.Rules) string { return strconv.Itoa(*field(r)) },
		set: func(r *engine.Rules, v any) string {
			n, ok := v.(int64)
			if !ok {
				return "se esperaba un entero, no " + typeName(v)
			}
			// Validate reports the range; clamping keeps a huge value huge
			// where int is 32 bits wide.
			if n > math.MaxInt32 {
				n = math.MaxInt32
			} else if n < math.MinInt32 {
				n = math.MinInt32
			}
			*field(r) = int(n)
			return ""
		},
		copy: func(dst, src *engine.Rules) { *field(dst) = *field(src) },
	}
}

func seatKey(name string, field func(*engine.Rules) *engine.Seat) binding {
	return binding{
		name: name,
		text: func(r *engine.Rules) string { return strconv.Itoa(int(*field(r))) },
		set: func(r *engine.Rules, v any) string {
			n, ok := v.(int64)
			if !ok {
				return "se esperaba un entero, no " + typeName(v)
			}
			// Checked here, before the conversion to the 8-bit Seat.
			if n < 0 || n >= engine.NumSeats {
				return "debe ser un asiento 0-3"
			}
			*field(r) = engine.Seat(n)
			return ""
		},
		copy: func(dst, src *engine.Rules) { *field(dst) = *field(src) },
	}
}

func boolKey(name string, field func(*engine.Rules) *bool) binding {
	return binding{
		name: name,
		text: func(r *engine.Rules) string { return strconv.FormatBool(*field(r)) },
		set: func(r *engine.Rules, v any) string {
			b, ok := v.(bool)
			if !ok {
				return "se esperaba un booleano (true | false), no " + typeName(v)
			}
			*field(r) = b
			return ""
		},
		copy: func(dst, src *engine.Rules) { *field(dst) = *field(src) },
	}
}

func enumKey[E comparable](name string, field func(*engine.Rules) *E, values []E, text func(E) string) binding {
	return binding{
		name: name,
		text: func(r *engine.Rules) string { return quote(text(*field(r))) },
		set: func(r *engine.Rules, v any) string {
			s, ok := v.(string)
			if !ok {
				return "se esperaba una cadena, no " + typeName(v) + ": " + validText(name)
			}
			if vr, ok := lookupVariantValue(name, s); ok {
				return quoteClip(s) + ": " + variantMsg(vr)
			}
			for _, e := range values {
				if text(e) == s {
					*field(r) = e
					return ""
				}
			}
			return "valor " + quoteClip(s) + " no válido: debe ser " + validText(name)
		},
		copy: func(dst, src *engine.Rules) { *field(dst) = *field(src) },
	}
}

// gazeWeightsKey binds gaze_weights, a list of three integers: the weight
// of looking at the partner, at each rival and at the table (seed 001,
// docs/senas.md). Ranges are checked by engine.Rules.Validate.
func gazeWeightsKey(name string, field func(*engine.Rules) *[3]int) binding {
	return binding{
		name: name,
		text: func(r *engine.Rules) string { return engine.GazeWeightsText(*field(r)) },
		set: func(r *engine.Rules, v any) string {
			list, ok := v.([]any)
			if !ok || len(list) != 3 {
				if ok {
					return "se esperaba una lista de tres enteros [compañero, cada rival, mesa], no una lista de " + strconv.Itoa(len(list))
				}
				return "se esperaba una lista de tres enteros [compañero, cada rival, mesa], no " + typeName(v)
			}
			var w [3]int
			for i, x := range list {
				n, ok := x.(int64)
				if !ok {
					return "se esperaba una lista de tres enteros [compañero, cada rival, mesa]: el elemento " + strconv.Itoa(i+1) + " es " + typeName(x)
				}
				if n > math.MaxInt32 {
					n = math.MaxInt32
				} else if n < math.MinInt32 {
					n = math.MinInt32
				}
				w[i] = int(n)
			}
			*field(r) = w
			return ""
		},
		copy: func(dst, src *engine.Rules) { *field(dst) = *field(src) },
	}
}

// firstDealerText is the config text of Rules.FirstDealer.
func firstDealerText(s engine.Seat) string {
	if s == engine.FirstDealerDraw {
		return "sorteo"
	}
	return strconv.Itoa(int(s))
}

// typeName names, in Spanish, the TOML type of a decoded value.
func typeName(v any) string {
	switch v.(type) {
	case int64:
		return "un entero"
	case float64:
		return "un número con decimales"
	case bool:
		return "un booleano"
	case string:
		return "una cadena"
	case []map[string]any:
		return "una lista de tablas"
	case []any:
		return "una lista"
	case map[string]any:
		return "una tabla"
	}
	return "una fecha u hora"
}

// quoteClip returns at most the first errtext.MaxExcerpt characters of s
// as a TOML basic string, with "…" after it when s is longer: a value in
// a message, which must stay short however long the value.
func quoteClip(s string) string {
	n := 0
	for i := range s {
		if n == errtext.MaxExcerpt {
			return quote(s[:i]) + "…"
		}
		n++
	}
	return quote(s)
}

// quote returns s as a TOML basic string.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, c := range s {
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteRune(c)
		case c < 0x20 || c == 0x7f:
			b.WriteString(`\u`)
			h := strconv.FormatInt(int64(c), 16)
			b.WriteString(strings.Repeat("0", 4-len(h)))
			b.WriteString(h)
		default:
			b.WriteRune(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

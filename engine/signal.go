package engine

import "fmt"

// Signal is one of the official señas of FEM VIII.2. The engine accepts a
// seña only when the signaller's own cards back it (FEM VIII.4: only who
// holds a jugada signals it; VIII.6: never a part of it; VIII.2: the ciego
// only without a jugada that has its own seña, the juego never for 31) and
// only at the moments signal_moment allows (CONVENCION-senas-momento): never
// before the mus is cut at the start of the partida (FEM VIII.3), the
// medias that are not de reyes not before the grande is over (FEM VIII.5),
// and by default not before any later cut nor in the discards either. docs/senas.md holds the truth table of
// every seña with its source.
type Signal uint8

// The señas of FEM VIII.2, in the order of the Reglamento. NoSignal is the
// zero value.
const (
	NoSignal        Signal = iota
	SenaDosReyes           // dos reyes: exactly a par de reyes
	SenaDosAses            // dos ases: exactly a par de ases
	SenaPares              // pares: a par that is neither reyes nor ases
	SenaMediasReyes        // medias de reyes: three reyes
	SenaMediasAses         // medias de ases: three ases
	SenaMedias             // medias: three of another rank
	SenaDuples             // duples: two pairs or four equal cards
	SenaJuego              // juego: 32 to 40 (not valid for 31)
	SenaTreintaYUna        // treinta y una: 31
	SenaTreinta            // treinta: 30 at the punto
	SenaVeintinueve        // veintinueve: 29 at the punto
	SenaCiego              // ciego: no jugada with a seña of its own
	SenaCortarMus          // cortar el mus: an intention, made during the mus
	SenaEnvidarMas         // envidar más: an intention, made after the cut
	numSignals
)

var signalNames = [numSignals]string{
	"", "dos_reyes", "dos_ases", "pares", "medias_de_reyes", "medias_de_ases", "medias",
	"duples", "juego", "treinta_y_una", "treinta", "veintinueve", "ciego", "cortar_el_mus", "envidar_mas",
}

var signalSpanish = [numSignals]string{
	"", "dos reyes", "dos ases", "pares", "medias de reyes", "medias de ases", "medias",
	"duples", "juego", "treinta y una", "treinta", "veintinueve", "ciego", "cortar el mus", "envidar más",
}

// String returns the JSON name of the seña, e.g. "medias_de_reyes".
func (g Signal) String() string {
	if g == NoSignal || g >= numSignals {
		return fmt.Sprintf("Signal(%d)", uint8(g))
	}
	return signalNames[g]
}

// Spanish returns the name of the seña in the Reglamento, e.g. "medias de
// reyes".
func (g Signal) Spanish() string {
	if g == NoSignal || g >= numSignals {
		return g.String()
	}
	return signalSpanish[g]
}

// Valid reports whether g is one of the señas of FEM VIII.2.
func (g Signal) Valid() bool { return g > NoSignal && g < numSignals }

// ParseSignal reads the name returned by [Signal.String].
func ParseSignal(s string) (Signal, bool) {
	for g := NoSignal + 1; g < numSignals; g++ {
		if signalNames[g] == s {
			return g, true
		}
	}
	return NoSignal, false
}

// Signals returns every seña of FEM VIII.2 in order.
func Signals() []Signal {
	out := make([]Signal, 0, numSignals-1)
	for g := NoSignal + 1; g < numSignals; g++ {
		out = append(out, g)
	}
	return out
}

// MarshalText writes the seña name.
func (g Signal) MarshalText() ([]byte, error) {
	if !g.Valid() {
		return nil, fmt.Errorf("mus: seña %d desconocida", uint8(g))
	}
	return []byte(g.String()), nil
}

// UnmarshalText reads a seña name.
func (g *Signal) UnmarshalText(b []byte) error {
	x, ok := ParseSignal(string(b))
	if !ok {
		return fmt.Errorf("mus: seña %q desconocida (FEM VIII.1: solo las señas de la FEM)", b)
	}
	*g = x
	return nil
}

// paresRank is the strength (see strength in eval.go) of the rank of a
// pair or trio in a key of ParesOf.
func paresRank(key uint32) uint8 { return uint8(key>>4) & 0xF }

// The strengths of the rey and the as (with the 3 and the 2 in ocho reyes).
const (
	strengthRey uint8 = 9
	strengthAs  uint8 = 0
)

// paresSignal returns the seña that names the pares of the hand, or
// NoSignal when it has none: a par of reyes is "dos reyes", a par of ases
// "dos ases", any other par "pares"; three reyes "medias de reyes", three
// ases "medias de ases", any other three "medias"; two pairs or four equal
// cards "duples". In ocho reyes every 3 is a rey and every 2 an as.
func paresSignal(h Hand, m DeckMode) Signal {
	k, key := ParesOf(h, m)
	switch k {
	case Par:
		switch paresRank(key) {
		case strengthRey:
			return SenaDosReyes
		case strengthAs:
			return SenaDosAses
		}
		return SenaPares
	case Medias:
		switch paresRank(key) {
		case strengthRey:
			return SenaMediasReyes
		case strengthAs:
			return SenaMediasAses
		}
		return SenaMedias
	case Duples:
		return SenaDuples
	}
	return NoSignal
}

// sumSignal returns the seña that names the juego or punto of the hand, or
// NoSignal: 31 "treinta y una", 32–40 "juego", 30 "treinta", 29
// "veintinueve".
func sumSignal(h Hand, m DeckMode) Signal {
	switch s := Sum(h, m); {
	case s == 31:
		return SenaTreintaYUna
	case HasJuego(s):
		return SenaJuego
	case s == 30:
		return SenaTreinta
	case s == 29:
		return SenaVeintinueve
	}
	return NoSignal
}

// SignalBacked reports whether the hand backs the seña (FEM VIII.4: only a
// player who holds the jugada signals it; VIII.6: the whole jugada, never a
// part of it). A hand backs exactly one seña of the pares family (the one
// that names its pares, if any) and at most one of the juego and punto
// family (the juego not for 31, FEM VIII.2); ciego is backed by a hand that
// backs neither (FEM VIII.2: not with a jugada that has a seña of its own);
// "cortar el mus" and "envidar más" say an intention and every hand backs
// them. The truth table is in docs/senas.md.
func SignalBacked(g Signal, h Hand, m DeckMode) bool {
	switch g {
	case SenaDosReyes, SenaDosAses, SenaPares, SenaMediasReyes, SenaMediasAses, SenaMedias, SenaDuples:
		return paresSignal(h, m) == g
	case SenaJuego, SenaTreintaYUna, SenaTreinta, SenaVeintinueve:
		return sumSignal(h, m) == g
	case SenaCiego:
		return paresSignal(h, m) == NoSignal && sumSignal(h, m) == NoSignal
	case SenaCortarMus, SenaEnvidarMas:
		return true
	}
	return false
}

// BackedSignals returns, in order, every seña the hand backs.
func BackedSignals(h Hand, m DeckMode) []Signal {
	var out []Signal
	for g := NoSignal + 1; g < numSignals; g++ {
		if SignalBacked(g, h, m) {
			out = append(out, g)
		}
	}
	return out
}

// SignalTimely reports whether the seña may be made in phase p of the
// round-th jugada of the partida under the reading m of signal_moment, and
// why not when it may not (docs/senas.md, decision D16; [signalTiming]
// names the rule).
func SignalTimely(g Signal, p Phase, round int, m SignalMoment) (bool, string) {
	article, why := signalTiming(g, p, round, m)
	return article == "", why
}

// signalTiming returns the article or convention that forbids the seña g
// in phase p of the round-th jugada under the reading m, and why in
// Spanish; "" when the seña is timely:
//
//   - never once the jugada is over: CONVENCION-senas-momento;
//   - with "cada_corte", "cortar el mus" only while the mus is decided
//     (it says that one would cut), also in the first jugada;
//   - no seña before the mus is cut in the first jugada, while it is
//     decided or in its discards: FEM VIII.3, the only moment the
//     Reglamento closes;
//   - with "cada_corte", no seña before the cut of a later jugada nor in
//     its discards: CONVENCION-senas-momento (the Reglamento lets a seña go
//     at any moment after the first cut, FEM VIII.5);
//   - "medias" and "medias de ases" only once the grande is over (FEM
//     VIII.5, and the note of VIII.2); "medias de reyes" may be made
//     during the grande.
func signalTiming(g Signal, p Phase, round int, m SignalMoment) (string, string) {
	beforeCut := p == PhaseMus || p == PhaseDiscard
	if !beforeCut && p != PhaseGrande && p != PhaseChica && p != PhasePares && p != PhaseJuego && p != PhasePunto {
		return "CONVENCION-senas-momento", "la jugada no está en curso"
	}
	cadaCorte := m == SignalsCadaCorte
	if cadaCorte && g == SenaCortarMus {
		if p == PhaseMus {
			return "", ""
		}
		return firstCutOr(p, round), "la seña de cortar el mus solo se hace mientras se decide el mus"
	}
	if beforeCut && round <= 1 {
		return "FEM-VIII.3", "no se hacen señas antes de cortar el mus"
	}
	if beforeCut && cadaCorte {
		return "CONVENCION-senas-momento", "no se hacen señas antes de cortar el mus"
	}
	if (g == SenaMedias || g == SenaMediasAses) && (beforeCut || p == PhaseGrande) {
		return "FEM-VIII.5", "las medias que no son de reyes no se señalan antes de terminar el lance de grande"
	}
	return "", ""
}

// firstCutOr returns FEM VIII.3 for phase p of the first jugada before the
// mus is cut, and CONVENCION-senas-momento for any other moment.
func firstCutOr(p Phase, round int) string {
	if p == PhaseDiscard && round <= 1 {
		return "FEM-VIII.3"
	}
	return "CONVENCION-senas-momento"
}

// signalPartial reports whether a seña names only a part of the pares of
// the hand (FEM VIII.6: no partial señas): a pair the hand holds inside its
// medias or its duples (dos reyes with duples of reyes and ases, pares with
// three sietes), or three equal cards inside four. It is asked only of a
// seña the hand does not back (unbackedArticle), and a hand that holds the
// seña's cards without backing it holds them inside a larger jugada: so it
// is enough to count them (two reyes, ases or equal cards of another rank;
// for medias, four, since three that are not four would back them).
func signalPartial(g Signal, h Hand, m DeckMode) bool {
	var count [10]uint8
	for _, c := range h {
		count[strength(c, m)]++
	}
	var other uint8 // the most equal cards of a rank that is neither the rey nor the as
	for r, c := range count {
		if uint8(r) != strengthRey && uint8(r) != strengthAs {
			other = max(other, c)
		}
	}
	switch g {
	case SenaDosReyes:
		return count[strengthRey] >= 2
	case SenaDosAses:
		return count[strengthAs] >= 2
	case SenaPares:
		return other >= 2
	case SenaMediasReyes: // three reyes the hand does not back are three of four
		return count[strengthRey] == 4
	case SenaMediasAses:
		return count[strengthAs] == 4
	case SenaMedias:
		return other == 4
	}
	return false
}

// unbackedArticle returns the article a seña the hand does not back
// breaks, and why in Spanish: the ciego with a jugada that has its own
// seña, and the juego with 31, break the notes of FEM VIII.2; a seña of a
// part of the pares, FEM VIII.6; any other, FEM VIII.4 (a seña only
// conveys a jugada one holds).
func unbackedArticle(g Signal, h Hand, m DeckMode) (string, string) {
	if g == SenaCiego {
		return "FEM-VIII.2", "no se puede hacer ciego con una jugada que tiene seña propia"
	}
	if g == SenaJuego && Sum(h, m) == 31 {
		return "FEM-VIII.2", "la seña de juego no vale para la treinta y una, que tiene la suya"
	}
	if signalPartial(g, h, m) {
		return "FEM-VIII.6", fmt.Sprintf("la seña de %s diría solo una parte de la jugada: no se pasan señas parciales", g.Spanish())
	}
	// The detail is the one of docs/protocol-v2.md (frozen).
	return "FEM-VIII.4", fmt.Sprintf("la mano no respalda la seña de %s: una seña no puede mentir ni ser parcial", g.Spanish())
}

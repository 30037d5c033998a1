package engine

import "fmt"

// Phase is a step of a round (docs/decisions.md D4, D5). Some phases are transient:
// the engine passes through DEALING, PARES_DECLARATION, JUEGO_DECLARATION,
// SHOWDOWN, ORDAGO_SHOWDOWN, SCORING and CHECK_GAME_END inside one call and
// never rests there; events emitted there carry the phase.
type Phase uint8

// The phases of a game. PhaseNone is the zero value (no game).
const (
	PhaseNone Phase = iota
	PhaseDealing
	PhaseMus
	PhaseDiscard
	PhaseGrande
	PhaseChica
	PhaseParesDeclaration
	PhasePares
	PhaseJuegoDeclaration
	PhaseJuego
	PhasePunto
	PhaseShowdown
	PhaseOrdagoShowdown
	PhaseScoring
	PhaseCheckGameEnd
	PhaseGameOver
	numPhases
)

var phaseNames = [numPhases]string{
	"NONE", "DEALING", "MUS_DECISION", "DISCARD", "GRANDE", "CHICA",
	"PARES_DECLARATION", "PARES", "JUEGO_DECLARATION", "JUEGO", "PUNTO",
	"SHOWDOWN", "ORDAGO_SHOWDOWN", "SCORING", "CHECK_GAME_END", "GAME_OVER",
}

// String returns the phase name used in JSON, e.g. "MUS_DECISION".
func (p Phase) String() string {
	if p >= numPhases {
		return fmt.Sprintf("Phase(%d)", uint8(p))
	}
	return phaseNames[p]
}

// ParsePhase reads the name returned by [Phase.String].
func ParsePhase(s string) (Phase, bool) {
	for p := PhaseNone; p < numPhases; p++ {
		if phaseNames[p] == s {
			return p, true
		}
	}
	return PhaseNone, false
}

// Lance returns the lance whose bets are made in the phase, or NoLance.
func (p Phase) Lance() Lance {
	switch p {
	case PhaseGrande:
		return Grande
	case PhaseChica:
		return Chica
	case PhasePares:
		return Pares
	case PhaseJuego:
		return Juego
	case PhasePunto:
		return Punto
	}
	return NoLance
}

// Resting reports whether a state can wait in the phase for an action.
func (p Phase) Resting() bool {
	switch p {
	case PhaseMus, PhaseDiscard, PhaseGrande, PhaseChica, PhasePares, PhaseJuego, PhasePunto, PhaseGameOver:
		return true
	}
	return false
}

// Transition is one edge of the phase table.
type Transition struct {
	From, To Phase
	Why      string // what takes the game along the edge, and its article
}

// Transitions is the explicit phase table (docs/decisions.md D4, D5). A transition not
// listed here is an error ([ErrTransition]); a test walks the whole table.
var Transitions = []Transition{
	{PhaseNone, PhaseDealing, "nueva partida (FEM III.1)"},
	{PhaseDealing, PhaseMus, "reparto terminado: habla el mano (FEM III.2, IV.4)"},
	{PhaseMus, PhaseDiscard, "los cuatro dan mus (FEM IV.4, III.11)"},
	{PhaseMus, PhaseGrande, "alguien corta el mus (FEM IV.2, VII.2)"},
	{PhaseDiscard, PhaseMus, "descartes servidos: nueva decisión de mus (FEM III.2, III.15)"},
	{PhaseGrande, PhaseChica, "lance de grande cerrado (FEM VII.2)"},
	{PhaseGrande, PhaseOrdagoShowdown, "órdago aceptado a grande (FEM VI.6)"},
	{PhaseGrande, PhaseShowdown, "un no quiero lleva al objetivo y el juego termina en el acto (FEM VII.2, P8)"},
	{PhaseChica, PhaseParesDeclaration, "lance de chica cerrado (FEM VII.2)"},
	{PhaseChica, PhaseOrdagoShowdown, "órdago aceptado a chica (FEM VI.6)"},
	{PhaseChica, PhaseShowdown, "un no quiero lleva al objetivo y el juego termina en el acto (FEM VII.2, P8)"},
	{PhaseParesDeclaration, PhasePares, "las dos parejas tienen pares (FEM VI.22)"},
	{PhaseParesDeclaration, PhaseJuegoDeclaration, "pares de una sola pareja o de nadie: sin envites (CONVENCION-lance-una-pareja)"},
	{PhasePares, PhaseJuegoDeclaration, "lance de pares cerrado (FEM VII.2)"},
	{PhasePares, PhaseOrdagoShowdown, "órdago aceptado a pares (FEM VI.6)"},
	{PhasePares, PhaseShowdown, "un no quiero lleva al objetivo y el juego termina en el acto (FEM VII.2, P8)"},
	{PhaseJuegoDeclaration, PhaseJuego, "las dos parejas tienen juego (FEM VI.22)"},
	{PhaseJuegoDeclaration, PhasePunto, "nadie tiene juego: se juega al punto (FEM VII.2)"},
	{PhaseJuegoDeclaration, PhaseShowdown, "juego de una sola pareja: sin envites (CONVENCION-lance-una-pareja)"},
	{PhaseJuego, PhaseShowdown, "lance de juego cerrado: se enseñan las cartas (FEM VII.9)"},
	{PhaseJuego, PhaseOrdagoShowdown, "órdago aceptado a juego (FEM VI.6)"},
	{PhasePunto, PhaseShowdown, "lance de punto cerrado: se enseñan las cartas (FEM VII.9)"},
	{PhasePunto, PhaseOrdagoShowdown, "órdago aceptado al punto (FEM VI.6)"},
	{PhaseShowdown, PhaseScoring, "tanteo al final de la jugada (FEM VII.2)"},
	{PhaseShowdown, PhaseCheckGameEnd, "juego ya ganado en el acto: no se cuenta (P8)"},
	{PhaseOrdagoShowdown, PhaseCheckGameEnd, "el ganador del órdago gana el juego (FEM VI.6, VII.12)"},
	{PhaseOrdagoShowdown, PhaseScoring, "órdago nulo por FEM VI.11, VI.12 o VI.24: la jugada se cuenta"},
	{PhaseScoring, PhaseCheckGameEnd, "tanteo terminado (FEM VII.2)"},
	{PhaseCheckGameEnd, PhaseDealing, "nadie ha ganado: la mano pasa a la derecha (CONVENCION-rotacion-mano) o empieza otro juego (P4)"},
	{PhaseCheckGameEnd, PhaseGameOver, "una pareja gana la partida (FEM Intro.E)"},
}

// transitionIndex[from][to] is the index in Transitions plus one, or 0.
var transitionIndex = func() (t [numPhases][numPhases]uint8) {
	for i, tr := range Transitions {
		t[tr.From][tr.To] = uint8(i + 1)
	}
	return t
}()

// TransitionIndex returns the position of from→to in [Transitions], or -1
// if the table does not allow it.
func TransitionIndex(from, to Phase) int {
	if from >= numPhases || to >= numPhases {
		return -1
	}
	return int(transitionIndex[from][to]) - 1
}

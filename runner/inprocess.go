package runner

import (
	"context"
	"fmt"
	"strings"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/play"
	"github.com/musfem/musfem/tiempo"
)

// The names of the in-process players (InProcess).
const (
	NameRandom         = play.NameRandom         // play.Random, órdagos included
	NameRandomNoOrdago = play.NameRandomNoOrdago // play.Random with NoOrdago
	NameSimple         = play.NameSimple         // play.Simple
	NameOrdaguero      = play.NameOrdaguero      // play.Ordaguero
)

// InProcessNames lists the names InProcess accepts.
func InProcessNames() []string {
	return play.BotNames() // the same bots as musfem play
}

// IsInProcess reports whether name is an in-process player.
func IsInProcess(name string) bool {
	for _, n := range InProcessNames() {
		if n == name {
			return true
		}
	}
	return false
}

// DecisionSeed returns the seed of the random stream an in-process bot
// uses for one decision: the decision at play index index of the seat in a
// game with seed seed:
//
//	DecisionSeed(seed, seat, index) = play.BotSeed(seed, seat) + (index+1) × 0x9E3779B97F4A7C15   (mod 2^64)
//
// The stream is engine.NewRand of that value (SplitMix64 mixes it). Each
// decision draws from a fresh stream, so what a bot does depends only on
// the game seed, its seat, the play index and its observation: a game
// recovered from its log draws exactly what the uninterrupted game drew,
// without replaying the bot's past decisions (D19).
func DecisionSeed(seed uint64, seat engine.Seat, index int) uint64 {
	return play.BotSeed(seed, seat) + uint64(index+1)*0x9E3779B97F4A7C15
}

// InProcess returns the in-process player called name (InProcessNames) for
// seat in a game with the given rules and seed.
func InProcess(name string, rules engine.Rules, seed uint64, seat engine.Seat) (tiempo.Player, error) {
	if !seat.Valid() {
		return nil, fmt.Errorf("runner: asiento %d: debe ser 0-3", int(seat))
	}
	p := &inProcess{name: name, seed: seed, seat: seat}
	switch name {
	case NameRandom, NameRandomNoOrdago:
		noOrdago := name == NameRandomNoOrdago
		p.bot = func(index int) play.Bot {
			return &play.Random{Rand: engine.NewRand(DecisionSeed(seed, seat, index)), NoOrdago: noOrdago}
		}
	case NameSimple:
		b := play.NewSimple(rules)
		p.bot = func(int) play.Bot { return b }
	case NameOrdaguero:
		b := play.NewOrdaguero(rules, seed, seat)
		p.bot = func(index int) play.Bot {
			o := *b
			o.Rand = engine.NewRand(DecisionSeed(seed, seat, index))
			return &o
		}
	default:
		return nil, fmt.Errorf("runner: jugador %q desconocido (en el proceso se admiten: %s)", name, strings.Join(InProcessNames(), ", "))
	}
	return p, nil
}

// inProcess adapts a play.Bot to tiempo.Player.
type inProcess struct {
	name string
	seed uint64
	seat engine.Seat
	bot  func(index int) play.Bot
}

func (p *inProcess) Name() string { return p.name }

func (p *inProcess) Decide(ctx context.Context, r tiempo.Request) (engine.Action, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	a := p.bot(r.Index).Act(r.Observation)
	if a == nil {
		return nil, fmt.Errorf("%w: el bot %s no ha elegido ninguna acción", tiempo.ErrGarbage, p.name)
	}
	return a, nil
}

func (p *inProcess) Close() error { return nil }

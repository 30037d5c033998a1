package play

import (
	"fmt"
	"strings"

	"github.com/musfem/musfem/engine"
)

// The bot names understood by NewBot (for the command line).
const (
	NameRandom         = "random"            // Random, órdagos included
	NameRandomNoOrdago = "random-sin-ordago" // Random with NoOrdago
	NameSimple         = "simple"            // Simple
	NameOrdaguero      = "ordaguero"         // Ordaguero
)

// BotNames lists the names NewBot accepts.
func BotNames() []string {
	return []string{NameRandom, NameRandomNoOrdago, NameSimple, NameOrdaguero}
}

// NewBot makes the bot called name for seat in a game with the given
// rules and seed. Random bots draw from BotRand(seed, seat).
func NewBot(name string, rules engine.Rules, seed uint64, seat engine.Seat) (Bot, error) {
	if !seat.Valid() {
		return nil, fmt.Errorf("play: asiento %d: debe ser 0-3", int(seat))
	}
	switch name {
	case NameRandom:
		return NewRandom(seed, seat, false), nil
	case NameRandomNoOrdago:
		return NewRandom(seed, seat, true), nil
	case NameSimple:
		return NewSimple(rules), nil
	case NameOrdaguero:
		return NewOrdaguero(rules, seed, seat), nil
	}
	return nil, fmt.Errorf("play: bot %q desconocido (se admiten: %s)", name, strings.Join(BotNames(), ", "))
}

// NewBots makes the four bots of a game, seat by seat.
func NewBots(names [4]string, rules engine.Rules, seed uint64) ([4]Bot, error) {
	var bots [4]Bot
	for i, n := range names {
		b, err := NewBot(n, rules, seed, engine.Seat(i))
		if err != nil {
			return bots, err
		}
		bots[i] = b
	}
	return bots, nil
}

package comparacion

import (
	"errors"
	"fmt"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// player plays the rounds of a design on one engine, one game per round:
// a stacked deal, the mano cuts the mus, everybody passes, and the count
// says who holds the best hand in every lance.
type player struct {
	d         *design
	rules     driver.Rules
	seed      uint64
	newEngine func() driver.Engine
	eng       driver.Engine
	dealer    driver.Seat // the dealer the engine drew with the seed, NoSeat until known
	known     bool
}

func (p *player) close() {
	if p.eng != nil {
		p.eng.Close()
	}
}

// deal returns the hands of round i by seat, for a dealer: position q from
// the mano sits at mano+q. The cards of a rank with two printed ranks (the
// reyes and treses, the ases and doses at ocho reyes) alternate, starting
// with the one the round's number picks, so both are dealt.
func (p *player) deal(i int, dealer driver.Seat) [4][]driver.Card {
	m := p.d.m
	used := map[int]int{}
	var hands [4][]driver.Card
	mano := dealer.Next()
	for q, c := range p.d.rounds[i] {
		seat := (mano + driver.Seat(q)) & 3
		for _, r := range p.d.classes[c] {
			k := used[r]
			used[r]++
			pr := m.ranks[r].printed
			printed := pr[(k+i)%len(pr)]
			suit := engine.Suit(k / len(pr))
			card, _ := engine.NewCard(printed, suit)
			hands[seat] = append(hands[seat], card)
		}
	}
	return hands
}

// start starts round i's game, stacked for the dealer the engine draws.
func (p *player) start(i int) (driver.Seat, [4][]driver.Card, []driver.Event, error) {
	if p.eng == nil {
		p.eng = p.newEngine()
	}
	guess := p.dealer
	if !p.known {
		guess = 0
	}
	for try := 0; try < 2; try++ {
		hands := p.deal(i, guess)
		deck, err := driver.Stack{Dealer: guess, Hands: hands}.Deck()
		if err != nil {
			return 0, hands, nil, fmt.Errorf("no se puede preparar el mazo: %v", err)
		}
		evs, err := p.eng.Start(driver.Setup{Rules: p.rules, Seed: p.seed,
			Decks: [][engine.NumCards]driver.Card{deck, engine.CanonicalDeck()}})
		if err != nil {
			return guess, hands, nil, fmt.Errorf("el motor no empieza la partida: %w", err)
		}
		dealer := driver.Seat(-1)
		for _, e := range evs {
			if da, ok := e.Payload.(engine.DealerAssigned); ok {
				dealer = da.Dealer
			}
		}
		if dealer < 0 || dealer > 3 {
			return guess, hands, nil, errors.New("el motor no dice quién reparte (DealerAssigned)")
		}
		p.dealer, p.known = dealer, true
		if dealer == guess {
			return dealer, hands, evs, nil
		}
		guess = dealer
	}
	return guess, [4][]driver.Card{}, nil, errors.New("el motor cambia de repartidor con la misma semilla")
}

// play plays round i and returns what the engine got wrong.
func (p *player) play(i int) []Finding {
	d := p.d
	r := d.rounds[i]
	dealer, hands, evs, err := p.start(i)
	base := Finding{Mode: d.m.Name, Round: i + 1, Dealer: dealer}
	for s, h := range hands {
		base.Hands[s] = driver.FormatCards(h)
	}
	fail := func(err error) []Finding {
		f := base
		f.Convention, f.Lance = "", ""
		f.WantSeat, f.GotSeat = driver.Seat(-1), driver.Seat(-1)
		f.Detail = "no se pudo jugar la ronda: " + err.Error()
		f.Err = err
		p.eng.Close()
		p.eng = nil
		return []Finding{f}
	}
	if err != nil {
		return fail(err)
	}
	mano := dealer.Next()
	all := append([]driver.Event(nil), evs...)
	over := func() bool {
		for _, e := range all {
			switch e.Payload.(type) {
			case engine.RoundFinished, engine.GameFinished:
				return true
			}
		}
		return false
	}
	act := func(seat driver.Seat, a driver.Action) error {
		evs, err := p.eng.Apply(seat, a)
		var re *driver.RuleError
		if errors.As(err, &re) {
			// Not the seat we expected: ask the engine whose turn it is.
			obs, oerr := p.eng.Observe(driver.Spectator())
			if oerr != nil {
				return fmt.Errorf("%v; y al observar: %v", err, oerr)
			}
			if obs.Turn < 0 || obs.Turn > 3 || obs.Turn == seat {
				return fmt.Errorf("el motor rechaza %T del asiento %d: %v", a, seat, err)
			}
			evs, err = p.eng.Apply(obs.Turn, a)
		}
		if err != nil {
			return fmt.Errorf("el motor rechaza %T: %w", a, err)
		}
		all = append(all, evs...)
		return nil
	}
	if err := act(mano, driver.CutMus{}); err != nil {
		return fail(err)
	}
	// Who should speak, in order: everybody in grande and chica; the
	// holders in pares and juego when both pairs hold them; everybody in
	// the punto.
	want := judge(d.m, d.hands(r))
	var order []driver.Seat
	for l := Grande; l < numLances; l++ {
		if (l == Pares || l == Juego) && want[l].kind != bySeat {
			continue
		}
		if l == Punto && want[l].kind == notPlayed {
			continue
		}
		for q := 0; q < 4; q++ {
			if d.classes[r[q]].takesPart(d.m, l) {
				order = append(order, (mano+driver.Seat(q))&3)
			}
		}
	}
	for n := 0; !over(); n++ {
		if n >= 40 {
			return fail(errors.New("la ronda no termina tras 40 pasos"))
		}
		seat := mano
		if n < len(order) {
			seat = order[n]
		}
		if err := act(seat, driver.Pass{}); err != nil {
			return fail(err)
		}
	}
	return p.judgeEvents(base, r, mano, hands, all, want)
}

// judgeEvents compares the declarations and the count of a round with the
// oracle.
func (p *player) judgeEvents(base Finding, r round, mano driver.Seat, hands [4][]driver.Card, evs []driver.Event, want [numLances]outcome) []Finding {
	d := p.d
	m := d.m
	cls := func(seat driver.Seat) hand { return d.classes[r[(int(seat)-int(mano)+4)&3]] }
	seatOf := func(q int) driver.Seat { return (mano + driver.Seat(q)) & 3 }
	var out []Finding
	add := func(l Lance, conv string, want, got driver.Seat, detail string) {
		f := base
		f.Lance, f.Convention, f.WantSeat, f.GotSeat, f.Detail = l.String(), conv, want, got, detail
		if want >= 0 && want <= 3 {
			f.Want = driver.FormatCards(hands[want])
		}
		if got >= 0 && got <= 3 {
			f.Got = driver.FormatCards(hands[got])
		}
		out = append(out, f)
	}
	resolved := map[Lance]engine.LanceResolved{}
	for _, e := range evs {
		switch v := e.Payload.(type) {
		case engine.ParesDeclared:
			if v.Seat < 0 || v.Seat > 3 {
				continue
			}
			if has := cls(v.Seat).takesPart(m, Pares); v.Has != has {
				add(Pares, "CONVENCION-orden-pares", v.Seat, -1,
					fmt.Sprintf("el asiento %d con %s declara %s; %s", v.Seat, driver.FormatCards(hands[v.Seat]), yesNo(v.Has, "pares"), yesNo(has, "pares")+" según la convención"))
			}
		case engine.JuegoDeclared:
			if v.Seat < 0 || v.Seat > 3 {
				continue
			}
			if has := cls(v.Seat).takesPart(m, Juego); v.Has != has {
				add(Juego, "CONVENCION-valor-cartas", v.Seat, -1,
					fmt.Sprintf("el asiento %d con %s (suma %d) declara %s", v.Seat, driver.FormatCards(hands[v.Seat]), cls(v.Seat).sum(m), yesNo(v.Has, "juego")))
			}
		case engine.LanceResolved:
			if l, ok := lanceOf(v.Lance); ok {
				resolved[l] = v
			}
		}
	}
	for l := Grande; l < numLances; l++ {
		w := want[l]
		got, ok := resolved[l]
		conv := convention(l)
		switch {
		case w.kind == notPlayed && ok:
			add(l, conv, -1, got.Seat, fmt.Sprintf("nadie juega %s y el motor lo resuelve (%s)", l, got.Reason))
		case w.kind == notPlayed:
		case !ok:
			add(l, conv, seatOf(w.pos), -1, fmt.Sprintf("el motor no resuelve %s al contar", l))
		case w.kind == byTeam:
			if int(got.Winner) != w.team^int(mano&1) {
				add(l, conv, -1, got.Seat, fmt.Sprintf("%s solo lo lleva una pareja y el motor se lo da a la otra", l))
			}
		default:
			ws := seatOf(w.pos)
			if got.Seat == ws {
				continue
			}
			if got.Seat < 0 || got.Seat > 3 {
				add(l, conv, ws, got.Seat, fmt.Sprintf("%s: gana %s (asiento %d) y el motor no nombra ningún asiento (%s)", l, driver.FormatCards(hands[ws]), ws, got.Reason))
				continue
			}
			a, b := cls(ws), cls(got.Seat)
			detail := fmt.Sprintf("%s: gana %s (asiento %d) a %s (asiento %d)", l, driver.FormatCards(hands[ws]), ws, driver.FormatCards(hands[got.Seat]), got.Seat)
			if !b.takesPart(m, l) {
				detail += fmt.Sprintf("; el asiento %d no juega %s", got.Seat, l)
			} else if compare(m, l, a, b) == 0 {
				conv = "CONVENCION-empates"
				detail = fmt.Sprintf("%s: %s (asiento %d) y %s (asiento %d) empatan y gana el más cercano a la mano, el %d",
					l, driver.FormatCards(hands[ws]), ws, driver.FormatCards(hands[got.Seat]), got.Seat, ws)
			}
			add(l, conv, ws, got.Seat, detail+"; el motor da el lance al "+fmt.Sprint(got.Seat))
		}
	}
	return out
}

// convention returns the convention that orders hands in a lance. The
// punto has no convention of its own: CONVENCION-orden-juego says «Sin
// juego se juega el punto: gana la suma más alta».
func convention(l Lance) string {
	switch l {
	case Grande:
		return "CONVENCION-orden-grande"
	case Chica:
		return "CONVENCION-orden-chica"
	case Pares:
		return "CONVENCION-orden-pares"
	}
	return "CONVENCION-orden-juego"
}

func lanceOf(l engine.Lance) (Lance, bool) {
	switch l {
	case engine.Grande:
		return Grande, true
	case engine.Chica:
		return Chica, true
	case engine.Pares:
		return Pares, true
	case engine.Juego:
		return Juego, true
	case engine.Punto:
		return Punto, true
	}
	return 0, false
}

func yesNo(b bool, what string) string {
	if b {
		return "que tiene " + what
	}
	return "que no tiene " + what
}

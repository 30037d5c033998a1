package engine

import "strconv"

// MarshalJSON writes the observation as encoding/json writes its fields,
// in their order, with the encodings of this package (json.go); it writes
// the bytes directly because certification encodes five observations a
// step (TestObservationJSONIsCanonical holds it to encoding/json).
func (o Observation) MarshalJSON() ([]byte, error) {
	return o.AppendJSON(make([]byte, 0, 1024))
}

// AppendJSON appends what MarshalJSON writes to b.
func (o *Observation) AppendJSON(b []byte) ([]byte, error) {
	b = append(b, `{"viewer":`...)
	vb, _ := o.Viewer.MarshalJSON()
	b = append(b, vb...)
	b = append(b, `,"seat":`...)
	b = appendSeat(b, o.Seat)
	b = append(b, `,"partner":`...)
	b = appendSeat(b, o.Partner)
	b = append(b, `,"team":`...)
	b = appendTeam(b, o.Team)
	b = append(b, `,"hand":`...)
	b = appendCards(b, o.Hand)
	b = append(b, `,"discards":`...)
	b = appendCards(b, o.Discards)
	b = append(b, `,"phase":`...)
	b = appendString(b, o.Phase.String())
	b = append(b, `,"lance":`...)
	b = appendLance(b, o.Lance)
	b = append(b, `,"lance_mano":`...)
	b = appendSeat(b, o.LanceMano)
	b = append(b, `,"participants":`...)
	b = appendSeats(b, o.Participants)
	b = append(b, `,"dealer":`...)
	b = appendSeat(b, o.Dealer)
	b = append(b, `,"mano":`...)
	b = appendSeat(b, o.Mano)
	b = append(b, `,"turn":`...)
	b = appendSeat(b, o.Turn)
	b = append(b, `,"game":`...)
	b = strconv.AppendInt(b, int64(o.Game), 10)
	b = append(b, `,"round":`...)
	b = strconv.AppendInt(b, int64(o.Round), 10)
	b = append(b, `,"score":`...)
	b = appendPair(b, o.Score)
	b = append(b, `,"games":`...)
	b = appendPair(b, o.Games)
	b = append(b, `,"target":`...)
	b = strconv.AppendInt(b, int64(o.Target), 10)
	b = append(b, `,"pares":`...)
	b = appendDeclarations(b, &o.Pares)
	b = append(b, `,"juego":`...)
	b = appendDeclarations(b, &o.Juego)
	b = append(b, `,"bet":`...)
	b = appendBetView(b, o.Bet)
	b = append(b, `,"history":`...)
	b = appendHistory(b, o.History)
	b = append(b, `,"revealed":`...)
	b = appendHands(b, o.Revealed)
	b = append(b, `,"stock_size":`...)
	b = strconv.AppendInt(b, int64(o.StockSize), 10)
	b = append(b, `,"legal":`...)
	b = appendTemplates(b, o.Legal)
	if o.Hands != nil {
		b = append(b, `,"hands":`...)
		b = appendHands(b, o.Hands)
	}
	if len(o.Stock) > 0 {
		b = append(b, `,"stock":`...)
		b = appendCards(b, o.Stock)
	}
	if o.Clock != 0 {
		b = append(b, `,"clock":`...)
		b = strconv.AppendInt(b, int64(o.Clock), 10)
	}
	// Señas y miradas are rare and small: encoding/json writes them.
	if len(o.Gazes) > 0 {
		g, err := Canonical(o.Gazes)
		if err != nil {
			return nil, err
		}
		b = append(append(b, `,"gazes":`...), g...)
	}
	if len(o.Signals) > 0 {
		s, err := Canonical(o.Signals)
		if err != nil {
			return nil, err
		}
		b = append(append(b, `,"signals":`...), s...)
	}
	return append(b, '}'), nil
}

// appendList appends xs as a JSON list, each element by elem; a nil
// slice is null, as encoding/json writes it.
func appendList[T any](b []byte, xs []T, elem func([]byte, T) []byte) []byte {
	if xs == nil {
		return append(b, jsonNull...)
	}
	b = append(b, '[')
	for i, x := range xs {
		if i > 0 {
			b = append(b, ',')
		}
		b = elem(b, x)
	}
	return append(b, ']')
}

// appendSeat appends the seat number, or null for no seat.
func appendSeat(b []byte, s Seat) []byte {
	if !s.Valid() {
		return append(b, jsonNull...)
	}
	return strconv.AppendInt(b, int64(s), 10)
}

// appendSeats appends a list of seats; nil is null.
func appendSeats(b []byte, ss []Seat) []byte { return appendList(b, ss, appendSeat) }

// appendTeam appends "A", "B" or null.
func appendTeam(b []byte, t Team) []byte {
	if !t.Valid() {
		return append(b, jsonNull...)
	}
	return appendString(b, t.String())
}

// appendLance appends the lance name, or null.
func appendLance(b []byte, l Lance) []byte {
	if l == NoLance || l >= numLances {
		return append(b, jsonNull...)
	}
	return appendString(b, l.String())
}

// appendCards appends a list of cards; nil is null, a card out of the
// deck null.
func appendCards(b []byte, cs []Card) []byte { return appendList(b, cs, appendCard) }

// appendCard appends the card text, or null for a card out of the deck.
func appendCard(b []byte, c Card) []byte {
	if !c.Valid() {
		return append(b, jsonNull...)
	}
	return appendString(b, c.String())
}

// appendHands appends four lists of cards, or null.
func appendHands(b []byte, h *[NumSeats][]Card) []byte {
	if h == nil {
		return append(b, jsonNull...)
	}
	return appendList(b, h[:], appendCards)
}

// appendPair appends a pair of integers.
func appendPair(b []byte, p [2]int) []byte {
	b = append(b, '[')
	b = strconv.AppendInt(b, int64(p[0]), 10)
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(p[1]), 10)
	return append(b, ']')
}

// appendDeclarations appends the four seats' "si", "no" or null.
func appendDeclarations(b []byte, ds *[NumSeats]Declaration) []byte {
	return appendList(b, ds[:], func(b []byte, d Declaration) []byte {
		db, _ := d.MarshalJSON()
		return append(b, db...)
	})
}

// appendBetView appends the bet on the table, or null.
func appendBetView(b []byte, v *BetView) []byte {
	if v == nil {
		return append(b, jsonNull...)
	}
	b = append(b, `{"lance":`...)
	b = appendLance(b, v.Lance)
	b = append(b, `,"bettor":`...)
	b = appendSeat(b, v.Bettor)
	b = append(b, `,"accepted":`...)
	b = strconv.AppendInt(b, int64(v.Accepted), 10)
	b = append(b, `,"total":`...)
	b = strconv.AppendInt(b, int64(v.Total), 10)
	b = append(b, `,"ordago":`...)
	b = strconv.AppendBool(b, v.Ordago)
	b = append(b, `,"responder":`...)
	b = appendSeat(b, v.Responder)
	return append(b, '}')
}

// appendHistory appends the round's public actions; nil is null.
func appendHistory(b []byte, hs []HistoryEntry) []byte {
	return appendList(b, hs, func(b []byte, h HistoryEntry) []byte {
		b = append(b, `{"seat":`...)
		b = appendSeat(b, h.Seat)
		b = append(b, `,"type":`...)
		b = appendString(b, h.Type.String())
		b = append(b, `,"lance":`...)
		b = appendLance(b, h.Lance)
		b = append(b, `,"amount":`...)
		b = strconv.AppendInt(b, int64(h.Amount), 10)
		b = append(b, `,"count":`...)
		b = strconv.AppendInt(b, int64(h.Count), 10)
		return append(b, '}')
	})
}

// appendTemplates appends a list of templates; nil is null.
func appendTemplates(b []byte, ts []Template) []byte {
	return appendList(b, ts, func(b []byte, t Template) []byte { return t.appendJSON(b) })
}

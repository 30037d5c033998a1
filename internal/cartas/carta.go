// Package cartas draws the cards of the Spanish deck in musfem's HTML
// reports (the traceability report, the open questions, the
// certificates): every card written as its text code — rank `1 2 3 4 5 6 7
// S C R`, then suit `o c e b`, as in docs/catalog.md — is also drawn as a
// small card with its rank and the emblem of its suit (oros, copas,
// espadas, bastos), in CSS with the emblems as inline SVG pictures: no
// external file. A legend
// explains the codes.
//
// A page that draws cards puts [CSS] in its style; then [Draw] draws a
// list of cards, [Annotate] escapes a text and draws the cards of every
// hand or deck it finds in it, whatever the words around them, and
// [Legend] explains the codes.
package cartas

import (
	"fmt"
	"strings"
)

// Card is one card of the 40-card Spanish deck, by its code letters.
type Card struct {
	Rank byte // '1'–'7', 'S' (sota), 'C' (caballo), 'R' (rey)
	Suit byte // 'o' (oros), 'c' (copas), 'e' (espadas), 'b' (bastos)
}

// Ranks and Suits are the code letters in the order of the deck.
const (
	Ranks = "1234567SCR"
	Suits = "oceb"
)

var rankNames = map[byte]string{
	'1': "as", '2': "dos", '3': "tres", '4': "cuatro", '5': "cinco", '6': "seis", '7': "siete",
	'S': "sota", 'C': "caballo", 'R': "rey",
}

var suitNames = map[byte]string{'o': "oros", 'c': "copas", 'e': "espadas", 'b': "bastos"}

// Parse reads a card code such as "Ro" or "7e".
func Parse(code string) (Card, error) {
	if len(code) != 2 || !isRank(code[0]) || !isSuit(code[1]) {
		return Card{}, fmt.Errorf("cartas: %q no es una carta: se escribe el número o la figura (%s) y el palo (%s), como «Ro» o «7e»",
			code, strings.Join(strings.Split(Ranks, ""), " "), strings.Join(strings.Split(Suits, ""), " "))
	}
	return Card{Rank: code[0], Suit: code[1]}, nil
}

// ParseList reads cards separated by spaces, such as "Ro 3c 7e 1b".
func ParseList(s string) ([]Card, error) {
	var out []Card
	for _, f := range strings.Fields(s) {
		c, err := Parse(f)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// Code returns the card's text code, "Ro".
func (c Card) Code() string { return string([]byte{c.Rank, c.Suit}) }

// Name returns the card's Spanish name, "rey de oros".
func (c Card) Name() string { return rankNames[c.Rank] + " de " + suitNames[c.Suit] }

// Names says a list of cards in Spanish: "rey de oros, tres de copas y
// as de bastos".
func Names(cs []Card) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = c.Name()
	}
	switch len(names) {
	case 0:
		return "ninguna carta"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " y " + names[len(names)-1]
}

// Codes writes a list of cards as their codes, "Ro 3c".
func Codes(cs []Card) string {
	codes := make([]string, len(cs))
	for i, c := range cs {
		codes[i] = c.Code()
	}
	return strings.Join(codes, " ")
}

func isRank(b byte) bool { return strings.IndexByte(Ranks, b) >= 0 }
func isSuit(b byte) bool { return strings.IndexByte(Suits, b) >= 0 }

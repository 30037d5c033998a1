package evidence

import "strings"

// Aspect is what a comparison looked at, as a dotted key of five segments,
// area.subject.detail.field.case, each a word or "-":
//
//	evento.PointsAwarded.negada.points.-   the points of a negada
//	evento.LanceResolved.grande.winner.empate   the winner of a tied grande
//	legales.Bet.GRANDE.min.apertura        the minimum of an opening bet
//	turno.-.MUS_DECISION.-.-               who speaks in the mus
//	observacion.score.asiento.-.-          the score a seat sees
//	error.Bet.NOT_YOUR_TURN.aceptada.-     a refused bet the engine accepts
//	fuga.hand.asiento.-.-                  a card a seat must not see
//
// The catalog's table of aspects (reference/data/aspectos.toml) says which
// articles govern each aspect.
type Aspect string

// NumSegments is the number of segments of an aspect.
const NumSegments = 5

// NewAspect joins the segments of an aspect; an empty segment is "-", and
// a dot inside a segment becomes "_".
func NewAspect(area, subject, detail, field, kase string) Aspect {
	parts := [NumSegments]string{area, subject, detail, field, kase}
	for i, p := range parts {
		switch {
		case p == "":
			parts[i] = "-"
		default:
			parts[i] = strings.ReplaceAll(p, ".", "_")
		}
	}
	return Aspect(strings.Join(parts[:], "."))
}

// Segments returns the five segments of the aspect ("-" for missing ones).
func (a Aspect) Segments() [NumSegments]string {
	var out [NumSegments]string
	parts := strings.Split(string(a), ".")
	for i := range out {
		out[i] = "-"
		if i < len(parts) && parts[i] != "" {
			out[i] = parts[i]
		}
	}
	return out
}

// Area returns the first segment: evento, legales, turno, observacion,
// error, rechazo, fuga.
func (a Aspect) Area() string { return a.Segments()[0] }

// WithCase returns the aspect with its fifth segment replaced.
func (a Aspect) WithCase(kase string) Aspect {
	s := a.Segments()
	return NewAspect(s[0], s[1], s[2], s[3], kase)
}

// Matches reports whether the aspect matches a pattern of the table: the
// pattern's segments, from the first, equal the aspect's or are "*"; a
// segment may list alternatives separated by "|"; a pattern with fewer
// segments matches every aspect that starts with them.
func (a Aspect) Matches(pattern string) bool {
	segs := a.Segments()
	ps := strings.Split(pattern, ".")
	if len(ps) > NumSegments {
		return false
	}
	for i, p := range ps {
		if p == "*" {
			continue
		}
		ok := false
		for _, alt := range strings.Split(p, "|") {
			if alt == segs[i] {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

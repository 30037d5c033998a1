package engine

import (
	"strconv"
	"strings"
)

// field is the field of [Rules] that a config key sets, with its default
// and its valid values: one implementation per [KeyKind]. A value travels
// as integers (see [RuleKey.Get]).
type field interface {
	kind() KeyKind
	bounds() (lo, hi int) // KindInt, KindSeat, and each element of KindIntList
	words() []string      // KindEnum: the words, index = the value
	get(r *Rules, v []int) []int
	set(r *Rules, v []int) // v as RuleKey.Set takes it
	reset(r *Rules)        // sets the default
	// check returns the value as a message shows it and why it is out of
	// range, or two empty strings.
	check(r *Rules) (value, detail string)
	invalid() string // why a value is out of range, in Spanish
}

// intField is an integer field in [min, max].
type intField struct {
	p             func(*Rules) *int
	def, min, max int
}

func intOf(p func(*Rules) *int, def, min, max int) field {
	return intField{p: p, def: def, min: min, max: max}
}

func (f intField) kind() KeyKind               { return KindInt }
func (f intField) bounds() (int, int)          { return f.min, f.max }
func (f intField) words() []string             { return nil }
func (f intField) get(r *Rules, v []int) []int { return append(v, *f.p(r)) }
func (f intField) reset(r *Rules)              { *f.p(r) = f.def }

func (f intField) set(r *Rules, v []int) { *f.p(r) = v[0] }

func (f intField) check(r *Rules) (string, string) {
	if n := *f.p(r); n < f.min || n > f.max {
		return strconv.Itoa(n), f.invalid()
	}
	return "", ""
}

func (f intField) invalid() string {
	return "debe estar entre " + strconv.Itoa(f.min) + " y " + strconv.Itoa(f.max)
}

// seatField is a seat, 0–3.
type seatField struct {
	p   func(*Rules) *Seat
	def Seat
}

func seatOf(p func(*Rules) *Seat, def Seat) field { return seatField{p: p, def: def} }

func (f seatField) kind() KeyKind               { return KindSeat }
func (f seatField) bounds() (int, int)          { return 0, NumSeats - 1 }
func (f seatField) words() []string             { return nil }
func (f seatField) get(r *Rules, v []int) []int { return append(v, int(*f.p(r))) }
func (f seatField) reset(r *Rules)              { *f.p(r) = f.def }
func (f seatField) invalid() string             { return "debe ser un asiento 0-3" }

func (f seatField) set(r *Rules, v []int) { *f.p(r) = Seat(v[0]) }

func (f seatField) check(r *Rules) (string, string) {
	if s := *f.p(r); !s.Valid() {
		return strconv.Itoa(int(s)), f.invalid()
	}
	return "", ""
}

// boolField is true or false, 1 or 0 as an integer.
type boolField struct {
	p   func(*Rules) *bool
	def bool
}

func boolOf(p func(*Rules) *bool, def bool) field { return boolField{p: p, def: def} }

func (f boolField) kind() KeyKind                 { return KindBool }
func (f boolField) bounds() (int, int)            { return 0, 1 }
func (f boolField) words() []string               { return nil }
func (f boolField) reset(r *Rules)                { *f.p(r) = f.def }
func (f boolField) check(*Rules) (string, string) { return "", "" }
func (f boolField) invalid() string               { return "" }

func (f boolField) get(r *Rules, v []int) []int {
	if *f.p(r) {
		return append(v, 1)
	}
	return append(v, 0)
}

func (f boolField) set(r *Rules, v []int) { *f.p(r) = v[0] == 1 }

// enum is a named reading of a key whose String method returns its word.
type enum interface {
	~uint8
	String() string
}

// enumField is a word of its enum, from 0 to last; the words are those of
// the enum's String method.
type enumField[E enum] struct {
	p         func(*Rules) *E
	def, last E
}

func enumOf[E enum](p func(*Rules) *E, def, last E) field {
	return enumField[E]{p: p, def: def, last: last}
}

func (f enumField[E]) kind() KeyKind               { return KindEnum }
func (f enumField[E]) bounds() (int, int)          { return 0, int(f.last) }
func (f enumField[E]) get(r *Rules, v []int) []int { return append(v, int(*f.p(r))) }
func (f enumField[E]) reset(r *Rules)              { *f.p(r) = f.def }
func (f enumField[E]) invalid() string             { return "debe ser " + orList(f.words()) }

func (f enumField[E]) words() []string {
	var out []string
	for e := E(0); e <= f.last; e++ {
		out = append(out, e.String())
	}
	return out
}

func (f enumField[E]) set(r *Rules, v []int) { *f.p(r) = E(v[0]) }

func (f enumField[E]) check(r *Rules) (string, string) {
	if e := *f.p(r); e > f.last {
		return e.String(), f.invalid()
	}
	return "", ""
}

// dealerField is first_dealer: "sorteo" (index 0, [FirstDealerDraw]) or
// a seat "0"–"3" (index 1–4).
type dealerField struct{}

func (dealerField) kind() KeyKind      { return KindEnum }
func (dealerField) bounds() (int, int) { return 0, NumSeats }
func (dealerField) reset(r *Rules)     { r.FirstDealer = FirstDealerDraw }
func (dealerField) invalid() string    { return `debe ser "sorteo" o un asiento 0-3` }

func (dealerField) words() []string {
	out := []string{"sorteo"}
	for s := Seat(0); s < NumSeats; s++ {
		out = append(out, strconv.Itoa(int(s)))
	}
	return out
}

func (dealerField) get(r *Rules, v []int) []int {
	if r.FirstDealer == FirstDealerDraw {
		return append(v, 0)
	}
	return append(v, int(r.FirstDealer)+1)
}

func (dealerField) set(r *Rules, v []int) {
	if v[0] == 0 {
		r.FirstDealer = FirstDealerDraw
		return
	}
	r.FirstDealer = Seat(v[0] - 1)
}

func (f dealerField) check(r *Rules) (string, string) {
	if s := r.FirstDealer; s != FirstDealerDraw && !s.Valid() {
		return strconv.Itoa(int(s)), f.invalid()
	}
	return "", ""
}

// listField is a list of three integers, each in [min, max]: each names
// an element and elements what the three are, in Spanish ("peso";
// "compañero, cada rival, mesa"); whole says what the list as a whole must
// hold besides ("" when it holds).
type listField struct {
	p              func(*Rules) *[3]int
	def            [3]int
	min, max       int
	each, elements string
	whole          func(w [3]int) (detail string)
}

func (f listField) kind() KeyKind               { return KindIntList }
func (f listField) bounds() (int, int)          { return f.min, f.max }
func (f listField) words() []string             { return nil }
func (f listField) get(r *Rules, v []int) []int { return append(v, f.p(r)[:]...) }
func (f listField) reset(r *Rules)              { *f.p(r) = f.def }

func (f listField) invalid() string {
	return "cada " + f.each + " (" + f.elements + ") debe estar entre " + strconv.Itoa(f.min) + " y " + strconv.Itoa(f.max)
}

func (f listField) set(r *Rules, v []int) { copy(f.p(r)[:], v) }

func (f listField) check(r *Rules) (string, string) {
	w := *f.p(r)
	for _, x := range w {
		if x < f.min || x > f.max {
			return GazeWeightsText(w), f.invalid()
		}
	}
	if d := f.whole(w); d != "" {
		return GazeWeightsText(w), d
	}
	return "", ""
}

// orList writes words as Spanish alternatives: `"a" o "b"`, `"a", "b" o "c"`.
func orList(words []string) string {
	q := make([]string, len(words))
	for i, w := range words {
		q[i] = `"` + w + `"`
	}
	if len(q) < 2 {
		return strings.Join(q, "")
	}
	return strings.Join(q[:len(q)-1], ", ") + " o " + q[len(q)-1]
}

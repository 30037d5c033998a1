package engine

import "fmt"

// Seat is one of the four fixed seats 0–3 (FEM II.1). Play goes
// counter-clockwise: the seat to the right of s is s+1 mod 4.
type Seat int8

// NoSeat marks the absence of a seat (system events, no turn).
const NoSeat Seat = -1

// NumSeats is the number of players.
const NumSeats = 4

// Valid reports whether s is one of the seats 0–3.
func (s Seat) Valid() bool { return s >= 0 && s < NumSeats }

// Next returns the seat to the right of s, the next to speak
// counter-clockwise (FEM III.2).
func (s Seat) Next() Seat { return (s + 1) & 3 }

// Prev returns the seat to the left of s.
func (s Seat) Prev() Seat { return (s + 3) & 3 }

// Partner returns the seat opposite s (FEM II.1).
func (s Seat) Partner() Seat { return (s + 2) & 3 }

// Team returns the pair of s: pair A holds seats 0 and 2, pair B seats 1 and 3.
func (s Seat) Team() Team { return Team(s & 1) }

// String returns "asiento N".
func (s Seat) String() string {
	if !s.Valid() {
		return "sin asiento"
	}
	return fmt.Sprintf("asiento %d", int(s))
}

// Team is one of the two pairs (FEM II.1).
type Team int8

// The two pairs and the absence of one.
const (
	TeamA  Team = 0
	TeamB  Team = 1
	NoTeam Team = -1
)

// Other returns the rival pair.
func (t Team) Other() Team { return 1 - t }

// Valid reports whether t is pair A or pair B.
func (t Team) Valid() bool { return t == TeamA || t == TeamB }

// String returns "A" or "B".
func (t Team) String() string {
	switch t {
	case TeamA:
		return "A"
	case TeamB:
		return "B"
	}
	return "-"
}

// Seats returns the two seats of the pair, lower first.
func (t Team) Seats() [2]Seat { return [2]Seat{Seat(t), Seat(t) + 2} }

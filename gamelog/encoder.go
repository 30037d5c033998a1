package gamelog

import "github.com/musfem/musfem/engine"

// Encoder encodes successive versions of a log that only grows, as the
// runner saves it after every play: it keeps the canonical JSON of the
// plays and events it has encoded, so each save marshals only the new
// ones. The bytes are those of Log.Encode. A log whose earlier plays or
// events changed must use a new Encoder (or Log.Encode).
type Encoder struct {
	plays, events [][]byte
}

// Encode returns l.Encode(), reusing the encodings of the plays and events
// already seen.
func (c *Encoder) Encode(l *Log) ([]byte, error) {
	if len(l.Plays) < len(c.plays) || len(l.Events) < len(c.events) {
		*c = Encoder{} // a different, shorter log: start again
	}
	return l.encode(c)
}

func (c *Encoder) play(i int, p engine.Play) ([]byte, error) {
	if c != nil && i < len(c.plays) {
		return c.plays[i], nil
	}
	b, err := engine.Canonical(p)
	if err == nil && c != nil && i == len(c.plays) {
		c.plays = append(c.plays, b)
	}
	return b, err
}

func (c *Encoder) event(i int, e engine.Event) ([]byte, error) {
	if c != nil && i < len(c.events) {
		return c.events[i], nil
	}
	b, err := engine.Canonical(e)
	if err == nil && c != nil && i == len(c.events) {
		c.events = append(c.events, b)
	}
	return b, err
}

package reference

import (
	"fmt"
	"slices"
)

// Pos is where an entry is written: the catalog file and the line of its
// table header. Line is 0 when unknown.
type Pos struct {
	File string
	Line int
}

// String returns "file:line", or just the file when the line is unknown.
func (p Pos) String() string {
	switch {
	case p.File == "":
		return ""
	case p.Line <= 0:
		return p.File
	}
	return fmt.Sprintf("%s:%d", p.File, p.Line)
}

// Entry is any catalog entry: an [Article], a [Convention] or a [Question].
type Entry interface {
	// EntryID returns the id of the entry.
	EntryID() string
	// Position returns where the entry is written.
	Position() Pos
	isEntry()
}

// Article is an entry for a chapter (FEM-VI) or an article (FEM-VI.4) of the
// Reglamento. Text fields are Spanish.
type Article struct {
	ID            string    // FEM-VI.4, FEM-Intro.E, or FEM-VI for a chapter
	Chapter       string    // chapter id; equal to ID for a chapter entry
	Title         string    // title or topic
	Summary       string    // what it regulates, in our own words (1–3 sentences)
	Kind          Kind      // how the engine treats it; KindNone only for mixed chapters
	Page          int       // the page of the edition (Edition) where it begins
	Justification string    // why the engine does not enforce it (every kind but enforced)
	ConfigKeys    []string  // config keys that read it (required for KindOption)
	AppliesWhen   []Setting // KindOption only: the values without which it never applies
	Related       []string  // related catalog ids
	Sources       []string  // where the reading comes from, besides the text
	Note          string    // remarks: how the engine reads it, which convention sets it aside
	Pos           Pos       // where it is written
}

// IsChapter reports whether the entry is a chapter rather than an article.
func (a Article) IsChapter() bool { return a.ID == a.Chapter }

// EntryID returns the id of the article.
func (a Article) EntryID() string { return a.ID }

// Position returns where the article is written.
func (a Article) Position() Pos { return a.Pos }

func (Article) isEntry() {}

// Convention is a [CONVENCIÓN] rule: something the Reglamento leaves to the
// table, with the config keys that set it. Text fields are Spanish.
type Convention struct {
	ID           string   // CONVENCION-orden-juego
	Title        string   // short title
	Statement    string   // the rule as musfem plays it
	ConfigKeys   []string // config keys, exactly those engine/rules_keys.go assigns to it
	Default      string   // the default, in words
	Alternatives []string // variants played elsewhere
	Status       Status   // implemented, implemented as an option, not implemented
	Articles     []string // related FEM ids
	SetsAside    []string // FEM articles whose rule this convention replaces in musfem
	// SetsAsideWhen are the values of its config keys under which it sets
	// them aside (every one must hold); empty: under every value.
	SetsAsideWhen []Setting
	Questions     []string // open questions that concern it
	Sources       []string // where the rule and its variants come from
	Note          string   // remarks
	Pos           Pos      // where it is written
}

// EntryID returns the id of the convention.
func (c Convention) EntryID() string { return c.ID }

// Position returns where the convention is written.
func (c Convention) Position() Pos { return c.Pos }

func (Convention) isEntry() {}

// Question is an open question for the professor (P4–P8). Text fields are
// Spanish.
type Question struct {
	ID          string   // P4
	Title       string   // the question, short
	Text        string   // the question with its context
	Keys        []string // config keys it concerns
	Conventions []string // conventions it concerns
	Articles    []string // FEM articles it concerns
	Default     string   // name of the option musfem plays today
	Options     []Option // the possible answers
	Sources     []string // where it comes from
	Note        string   // remarks
	Pos         Pos      // where it is written
}

// EntryID returns the id of the question.
func (q Question) EntryID() string { return q.ID }

// Position returns where the question is written.
func (q Question) Position() Pos { return q.Pos }

func (Question) isEntry() {}

// Option is one possible answer to a question and the config it sets.
type Option struct {
	Name     string    // short name, unique within the question
	Text     string    // the answer, in Spanish
	Settings []Setting // the config keys it sets, in file order
	Pos      Pos       // where it is written
}

// Setting is one config key and the value an option gives it. Value is TOML
// text, as in engine/rules_keys.go: `"turno"`, `4`, `true`.
type Setting struct {
	Key   string
	Value string
}

// Catalog is a loaded and validated catalog. Its methods return copies: a
// caller cannot change the catalog.
type Catalog struct {
	articles    []Article    // document order
	conventions []Convention // file order
	questions   []Question   // by number
	index       map[string]Entry
	aspects     *AspectTable // nil for a catalog loaded with LoadFS
}

// Lookup returns the entry with the given id: an [Article], a [Convention]
// or a [Question].
func (c *Catalog) Lookup(id string) (Entry, bool) {
	e, ok := c.index[id]
	if !ok {
		return nil, false
	}
	switch e := e.(type) {
	case Article:
		return clone(e), true
	case Convention:
		return clone(e), true
	case Question:
		return clone(e), true
	}
	return nil, false
}

// LookupArticle returns the chapter or article with the given id.
func (c *Catalog) LookupArticle(id string) (Article, bool) {
	a, ok := c.index[id].(Article)
	return clone(a), ok
}

// LookupConvention returns the convention with the given id.
func (c *Catalog) LookupConvention(id string) (Convention, bool) {
	v, ok := c.index[id].(Convention)
	return clone(v), ok
}

// LookupQuestion returns the open question with the given id.
func (c *Catalog) LookupQuestion(id string) (Question, bool) {
	q, ok := c.index[id].(Question)
	return clone(q), ok
}

// Articles returns every chapter and article entry in document order:
// chapters Intro, I … XII, each chapter entry followed by its articles in
// natural order (FEM-VI.9 before FEM-VI.10).
func (c *Catalog) Articles() []Article {
	out := make([]Article, len(c.articles))
	for i, a := range c.articles {
		out[i] = clone(a)
	}
	return out
}

// Chapters returns the chapter entries in document order.
func (c *Catalog) Chapters() []Article {
	var out []Article
	for _, a := range c.articles {
		if a.IsChapter() {
			out = append(out, clone(a))
		}
	}
	return out
}

// Conventions returns every convention in the order of the catalog file.
func (c *Catalog) Conventions() []Convention {
	out := make([]Convention, len(c.conventions))
	for i, v := range c.conventions {
		out[i] = clone(v)
	}
	return out
}

// Questions returns the open questions in order of their number.
func (c *Catalog) Questions() []Question {
	out := make([]Question, len(c.questions))
	for i, q := range c.questions {
		out[i] = clone(q)
	}
	return out
}

// Select returns the ids of every entry that prefix covers (see [Covers]):
// articles in document order, then conventions, then questions.
func (c *Catalog) Select(prefix string) []string {
	var out []string
	for _, a := range c.articles {
		if Covers(prefix, a.ID) {
			out = append(out, a.ID)
		}
	}
	for _, v := range c.conventions {
		if Covers(prefix, v.ID) {
			out = append(out, v.ID)
		}
	}
	for _, q := range c.questions {
		if Covers(prefix, q.ID) {
			out = append(out, q.ID)
		}
	}
	return out
}

// SetAsideBy returns the ids of the conventions that set the article id
// aside under the rules whose config values value returns (their
// sets_aside lists it and every setting of their sets_aside_when holds), in
// file order: musfem plays those conventions instead of the article's rule.
// A nil value counts every convention that may set it aside, whatever the
// rules.
func (c *Catalog) SetAsideBy(id string, value func(key string) (string, bool)) []string {
	var out []string
	for _, v := range c.conventions {
		if slices.Contains(v.SetsAside, id) && (value == nil || settingsHold(v.SetsAsideWhen, value)) {
			out = append(out, v.ID)
		}
	}
	return out
}

// settingsHold reports whether every setting has the value value gives its
// key.
func settingsHold(settings []Setting, value func(key string) (string, bool)) bool {
	for _, s := range settings {
		if v, ok := value(s.Key); !ok || v != s.Value {
			return false
		}
	}
	return true
}

package evidence

import "strings"

// Divergence is one difference between the engine and the reference: the
// aspect compared, the articles that govern it (from the catalog's table of
// aspects), and both sides.
type Divergence struct {
	Aspect Aspect `json:"aspect"`
	// Rule is the pattern of the rule of the table of aspects that governs
	// it: the class of aspects its group gathers ("legales.Bet.*.min": the
	// minimum bet, in whatever lance).
	Rule string `json:"rule"`
	// Articles are the catalog ids the difference is charged to, and only
	// they.
	Articles []string `json:"articles"`
	// Text says in Spanish what differs ("el tanto de la negada").
	Text string `json:"text"`
	// Viewer names the viewer or seat when it matters ("asiento 2",
	// "espectador"), "" otherwise.
	Viewer string `json:"viewer"`
	// Reference and Engine are both sides as canonical JSON (the whole
	// event, observation field or template list), "" when a side has
	// nothing (a missing event).
	Reference string `json:"reference"`
	Engine    string `json:"engine"`
	// Fields are the differing fields of both sides, never truncated.
	Fields []FieldDiff `json:"fields"`
}

// FieldDiff is one differing field: its path inside the compared value
// ("payload.points", "legal[Bet].min") and both values as canonical JSON
// ("" when absent on that side).
type FieldDiff struct {
	Path      string `json:"path"`
	Reference string `json:"reference"`
	Engine    string `json:"engine"`
}

// Signature identifies a group of divergences: the same aspect — one rule
// of the table of aspects, the class of aspects it matches — charged to
// the same articles.
type Signature struct {
	Rule     string   `json:"rule"`
	Articles []string `json:"articles"`
}

// Signature returns the divergence's signature.
func (d Divergence) Signature() Signature {
	return Signature{Rule: d.Rule, Articles: append([]string{}, d.Articles...)}
}

// Key returns the signature as one comparable text.
func (s Signature) Key() string {
	return s.Rule + " → " + strings.Join(s.Articles, ",")
}

// Charges reports whether the signature is charged to the catalog id.
func (s Signature) Charges(id string) bool {
	for _, a := range s.Articles {
		if a == id {
			return true
		}
	}
	return false
}

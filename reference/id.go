package reference

import (
	"cmp"
	"regexp"
	"strconv"
	"strings"
)

// chapterNames lists the chapters of the Reglamento in document order; the
// index of a name is its rank.
var chapterNames = [...]string{"Intro", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"}

// ChapterIDs returns the ids of the chapters of the Reglamento in document
// order: FEM-Intro, FEM-I … FEM-XII.
func ChapterIDs() []string {
	out := make([]string, len(chapterNames))
	for i, n := range chapterNames {
		out[i] = "FEM-" + n
	}
	return out
}

var (
	femIDRe        = regexp.MustCompile(`^FEM-(Intro|[IVX]+)(?:\.([1-9][0-9]*|[A-Z]))?$`)
	conventionIDRe = regexp.MustCompile(`^CONVENCION-[a-z0-9]+(?:-[a-z0-9]+)*$`)
	questionIDRe   = regexp.MustCompile(`^P[1-9][0-9]*$`)
)

// femID is a parsed FEM id.
type femID struct {
	chapter int // rank in chapterNames
	article int // 0 for a chapter entry; the number, or the letter rank (A = 1) in the introduction
}

// parseFEMID parses FEM-VI, FEM-VI.4 or FEM-Intro.E. Roman chapters take
// article numbers and the introduction takes capital letters.
func parseFEMID(id string) (femID, bool) {
	m := femIDRe.FindStringSubmatch(id)
	if m == nil {
		return femID{}, false
	}
	ch := -1
	for i, n := range chapterNames {
		if n == m[1] {
			ch = i
			break
		}
	}
	if ch < 0 {
		return femID{}, false
	}
	if m[2] == "" {
		return femID{chapter: ch}, true
	}
	isLetter := m[2][0] >= 'A' && m[2][0] <= 'Z'
	if (ch == 0) != isLetter {
		return femID{}, false
	}
	if isLetter {
		return femID{chapter: ch, article: int(m[2][0]-'A') + 1}, true
	}
	n, err := strconv.Atoi(m[2])
	if err != nil {
		return femID{}, false
	}
	return femID{chapter: ch, article: n}, true
}

// chapterOf returns the chapter id of a well-formed FEM id ("FEM-VI" for
// "FEM-VI.4").
func chapterOf(id string) string {
	if i := strings.IndexByte(id, '.'); i >= 0 {
		return id[:i]
	}
	return id
}

// idClass orders the kinds of ids: FEM articles, then conventions, then open
// questions, then anything else.
func idClass(id string) int {
	switch {
	case strings.HasPrefix(id, "FEM-"):
		return 0
	case strings.HasPrefix(id, "CONVENCION-"):
		return 1
	case questionIDRe.MatchString(id):
		return 2
	}
	return 3
}

// CompareIDs orders catalog ids: FEM ids in document order (chapters Intro,
// I … XII; a chapter before its articles; articles in natural order, so
// FEM-VI.9 < FEM-VI.10), then conventions by name, then open questions by
// number. Ids that do not parse sort after the well-formed ones of their
// class, by text. It returns -1, 0 or +1.
func CompareIDs(a, b string) int {
	if c := cmp.Compare(idClass(a), idClass(b)); c != 0 {
		return c
	}
	switch idClass(a) {
	case 0:
		pa, oka := parseFEMID(a)
		pb, okb := parseFEMID(b)
		switch {
		case oka && okb:
			if c := cmp.Compare(pa.chapter, pb.chapter); c != 0 {
				return c
			}
			return cmp.Compare(pa.article, pb.article)
		case oka:
			return -1
		case okb:
			return +1
		}
	case 2:
		na, _ := strconv.Atoi(a[1:])
		nb, _ := strconv.Atoi(b[1:])
		if c := cmp.Compare(na, nb); c != 0 {
			return c
		}
	}
	return cmp.Compare(a, b)
}

// Covers reports whether the selector prefix selects the catalog id:
// hierarchically, prefix selects itself and every id below it. "FEM-VI"
// covers "FEM-VI" and "FEM-VI.4" but not "FEM-VII"; "FEM-VI.1" covers only
// "FEM-VI.1", not "FEM-VI.10". The two families name all their entries:
// "FEM" covers every article and chapter, "CONVENCION" every convention.
// An empty prefix covers nothing.
func Covers(prefix, id string) bool {
	switch prefix {
	case "":
		return false
	case "FEM", "CONVENCION":
		return strings.HasPrefix(id, prefix+"-")
	}
	return id == prefix || strings.HasPrefix(id, prefix+".")
}

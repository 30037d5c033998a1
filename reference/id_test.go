package reference

import (
	"slices"
	"testing"
)

func TestCovers(t *testing.T) {
	tests := []struct {
		prefix, id string
		want       bool
	}{
		{"FEM-VI", "FEM-VI", true},
		{"FEM-VI", "FEM-VI.1", true},
		{"FEM-VI", "FEM-VI.10", true},
		{"FEM-VI", "FEM-VII", false},
		{"FEM-VI", "FEM-VII.1", false},
		{"FEM-VI.1", "FEM-VI.1", true},
		{"FEM-VI.1", "FEM-VI.10", false},
		{"FEM-VI.1", "FEM-VI", false},
		{"FEM-I", "FEM-II.1", false},
		{"FEM-I", "FEM-IV.4", false},
		{"FEM-I", "FEM-I.6", true},
		{"FEM-Intro", "FEM-Intro.E", true},
		{"FEM-Intro.E", "FEM-Intro", false},
		{"CONVENCION-orden", "CONVENCION-orden-juego", false},
		{"CONVENCION-deje", "CONVENCION-deje", true},
		{"CONVENCION", "CONVENCION-deje", true},
		{"CONVENCION", "CONVENCION-orden-juego", true},
		{"CONVENCION", "FEM-VI.4", false},
		{"CONVENCION", "CONVENCION", false},
		{"FEM", "FEM-VI.4", true},
		{"FEM", "FEM-Intro", true},
		{"FEM", "CONVENCION-deje", false},
		{"FEM", "FEMX-1", false},
		{"CONV", "CONVENCION-deje", false},
		{"P4", "P4", true},
		{"P4", "P40", false},
		{"", "FEM-VI", false},
		{"", "", false},
	}
	for _, tt := range tests {
		if got := Covers(tt.prefix, tt.id); got != tt.want {
			t.Errorf("Covers(%q, %q) = %v, want %v", tt.prefix, tt.id, got, tt.want)
		}
	}
}

func TestParseFEMID(t *testing.T) {
	tests := []struct {
		id      string
		ok      bool
		chapter int
		article int
	}{
		{"FEM-Intro", true, 0, 0},
		{"FEM-Intro.A", true, 0, 1},
		{"FEM-Intro.E", true, 0, 5},
		{"FEM-I", true, 1, 0},
		{"FEM-IV.4", true, 4, 4},
		{"FEM-VI.10", true, 6, 10},
		{"FEM-XII", true, 12, 0},
		{"FEM-Intro.1", false, 0, 0},  // the introduction takes letters
		{"FEM-VI.A", false, 0, 0},     // chapters take numbers
		{"FEM-VI.0", false, 0, 0},     // numbers start at 1
		{"FEM-VI.04", false, 0, 0},    // no leading zeros
		{"FEM-XIII", false, 0, 0},     // no such chapter
		{"FEM-IIII.1", false, 0, 0},   // not a chapter numeral
		{"FEM-VI-4", false, 0, 0},     // wrong separator
		{"FEM-VI.4.1", false, 0, 0},   // too deep
		{"FEM-vi.4", false, 0, 0},     // upper-case numerals only
		{"C.VI-4", false, 0, 0},       // the sources' notation, not ours
		{"FEM-", false, 0, 0},         // empty chapter
		{"FEM-VI.4 ", false, 0, 0},    // trailing space
		{"FEM-Intro.AB", false, 0, 0}, // one letter
	}
	for _, tt := range tests {
		got, ok := parseFEMID(tt.id)
		if ok != tt.ok {
			t.Errorf("parseFEMID(%q) ok = %v, want %v", tt.id, ok, tt.ok)
			continue
		}
		if ok && (got.chapter != tt.chapter || got.article != tt.article) {
			t.Errorf("parseFEMID(%q) = %+v, want chapter %d article %d", tt.id, got, tt.chapter, tt.article)
		}
	}
}

func TestCompareIDsNaturalOrder(t *testing.T) {
	want := []string{
		"FEM-Intro", "FEM-Intro.A", "FEM-Intro.E",
		"FEM-I", "FEM-I.2", "FEM-I.6",
		"FEM-II", "FEM-II.4",
		"FEM-III", "FEM-III.2", "FEM-III.9", "FEM-III.10", "FEM-III.16",
		"FEM-IV", "FEM-IV.7",
		"FEM-V",
		"FEM-VI", "FEM-VI.1", "FEM-VI.2", "FEM-VI.9", "FEM-VI.10", "FEM-VI.11", "FEM-VI.25",
		"FEM-VII", "FEM-VII.12",
		"FEM-VIII", "FEM-VIII.8",
		"FEM-IX", "FEM-IX.5",
		"FEM-X", "FEM-XI", "FEM-XII",
		"CONVENCION-deje", "CONVENCION-orden-juego",
		"P4", "P8", "P10",
	}
	got := slices.Clone(want)
	slices.Reverse(got)
	slices.SortStableFunc(got, CompareIDs)
	if !slices.Equal(got, want) {
		t.Errorf("sorted ids:\n got %q\nwant %q", got, want)
	}
	for i := range want {
		if c := CompareIDs(want[i], want[i]); c != 0 {
			t.Errorf("CompareIDs(%q, itself) = %d, want 0", want[i], c)
		}
	}
}

func TestChapterIDs(t *testing.T) {
	want := []string{"FEM-Intro", "FEM-I", "FEM-II", "FEM-III", "FEM-IV", "FEM-V", "FEM-VI", "FEM-VII", "FEM-VIII", "FEM-IX", "FEM-X", "FEM-XI", "FEM-XII"}
	if got := ChapterIDs(); !slices.Equal(got, want) {
		t.Errorf("ChapterIDs() = %q, want %q", got, want)
	}
}

func TestKindRoundTrip(t *testing.T) {
	want := []string{"enforced", "option", "impossible", "tournament", "vocabulary", "runner"}
	var got []string
	for _, k := range Kinds() {
		got = append(got, k.String())
		back, ok := ParseKind(k.String())
		if !ok || back != k {
			t.Errorf("ParseKind(%q) = %v, %v; want %v, true", k, back, ok, k)
		}
		if k.Label() == "" || k.Label() == k.String() {
			t.Errorf("kind %q has no Spanish label", k)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("Kinds() = %q, want %q", got, want)
	}
	if k, ok := ParseKind("enforceable"); ok {
		t.Errorf("ParseKind(enforceable) = %v, true; want false", k)
	}
	for _, s := range []Status{StatusImplemented, StatusOption, StatusNotImplemented} {
		if back, ok := ParseStatus(s.String()); !ok || back != s {
			t.Errorf("ParseStatus(%q) = %v, %v", s, back, ok)
		}
	}
}

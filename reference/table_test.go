package reference

import (
	"slices"
	"testing"
)

// TestTable: the whole table has every article once, under its chapter in
// document order, a chapter without articles as its own row, then every
// convention; a selector keeps only what it covers and the chapters that
// keep a row.
func TestTable(t *testing.T) {
	c := mustLoad(t)
	whole := c.Table("")
	var ids []string
	for _, ch := range whole.Chapters {
		for _, a := range ch.Rows {
			if a.Chapter != ch.Chapter.ID {
				t.Errorf("%s en el capítulo %s", a.ID, ch.Chapter.ID)
			}
			if a.IsChapter() != ch.SelfRow() {
				t.Errorf("%s: una fila de capítulo solo para un capítulo sin artículos", a.ID)
			}
			ids = append(ids, a.ID)
		}
	}
	var want []string
	for _, a := range c.Articles() {
		if !a.IsChapter() || !slices.ContainsFunc(c.Articles(), func(b Article) bool { return b.Chapter == a.ID && !b.IsChapter() }) {
			want = append(want, a.ID)
		}
	}
	if !slices.Equal(ids, want) {
		t.Errorf("filas:\n%v\nse esperaba:\n%v", ids, want)
	}
	if len(whole.Chapters) != len(c.Chapters()) || len(whole.Conventions) != len(c.Conventions()) {
		t.Errorf("%d capítulos y %d convenciones, se esperaban %d y %d", len(whole.Chapters), len(whole.Conventions), len(c.Chapters()), len(c.Conventions()))
	}
	for _, tc := range []struct {
		selector       string
		chapters, rows int
		conventions    bool
	}{
		{selector: "FEM-VI.4", chapters: 1, rows: 1},
		{selector: "FEM", chapters: len(c.Chapters()), rows: len(want)},
		{selector: "CONVENCION", conventions: true},
		{selector: "CONVENCION-deje", conventions: true},
	} {
		tb := c.Table(tc.selector)
		rows := 0
		for _, ch := range tb.Chapters {
			rows += len(ch.Rows)
			for _, a := range ch.Rows {
				if !Covers(tc.selector, a.ID) {
					t.Errorf("%s: %s no lo cubre", tc.selector, a.ID)
				}
			}
		}
		if len(tb.Chapters) != tc.chapters || rows != tc.rows || (len(tb.Conventions) > 0) != tc.conventions {
			t.Errorf("%s: %d capítulos, %d filas, %d convenciones", tc.selector, len(tb.Chapters), rows, len(tb.Conventions))
		}
		for _, v := range tb.Conventions {
			if !Covers(tc.selector, v.ID) {
				t.Errorf("%s: %s no lo cubre", tc.selector, v.ID)
			}
		}
	}
}

// TestStatusImplemented: musfem implements a convention fixed or as an
// option, not one it does not implement.
func TestStatusImplemented(t *testing.T) {
	for s, want := range map[Status]bool{StatusImplemented: true, StatusOption: true, StatusNotImplemented: false, StatusNone: false} {
		if s.Implemented() != want {
			t.Errorf("%q.Implemented() = %v", s, !want)
		}
	}
}

package reference

// Table is the catalog laid out as the per-entry tables of the
// traceability report and of a certificate: every chapter with the rows
// of its articles, then the conventions. It is the one walk of the
// catalog those reports make.
type Table struct {
	Chapters    []TableChapter
	Conventions []Convention
}

// TableChapter is one chapter of a Table with its rows in document order:
// its articles, or the chapter itself when it has none (SelfRow).
type TableChapter struct {
	Chapter Article
	Rows    []Article
}

// SelfRow reports whether the chapter has no articles and is its own row.
func (t TableChapter) SelfRow() bool {
	return len(t.Rows) == 1 && t.Rows[0].ID == t.Chapter.ID
}

// Table returns the table of the entries selector covers ([Covers]; ""
// covers every entry). A chapter none of whose rows it covers is left out.
func (c *Catalog) Table(selector string) Table {
	selected := func(id string) bool { return selector == "" || Covers(selector, id) }
	var t Table
	for _, ch := range c.Chapters() {
		var rows []Article
		for _, a := range c.articles {
			if a.Chapter == ch.ID && !a.IsChapter() {
				rows = append(rows, a)
			}
		}
		if len(rows) == 0 {
			rows = []Article{ch}
		}
		tc := TableChapter{Chapter: ch}
		for _, a := range rows {
			if selected(a.ID) {
				tc.Rows = append(tc.Rows, clone(a))
			}
		}
		if len(tc.Rows) > 0 {
			t.Chapters = append(t.Chapters, tc)
		}
	}
	for _, v := range c.conventions {
		if selected(v.ID) {
			t.Conventions = append(t.Conventions, clone(v))
		}
	}
	return t
}

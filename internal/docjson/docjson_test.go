package docjson

import "testing"

// TestLayout: a field per line, a list's items one per line, an empty
// list on its field's line, commas between fields only.
func TestLayout(t *testing.T) {
	var w Writer
	w.WriteString("{\n")
	w.Field("a", []byte(`1`), false)
	w.List("b", [][]byte{[]byte(`{"x":1}`), []byte(`2`)}, false)
	w.List("c", nil, false)
	w.Field("d", []byte(`"e"`), true)
	w.WriteString("}\n")
	want := "{\n  \"a\": 1,\n  \"b\": [\n    {\"x\":1},\n    2\n  ],\n  \"c\": [],\n  \"d\": \"e\"\n}\n"
	if got := w.String(); got != want {
		t.Errorf("\n%s\nse esperaba\n%s", got, want)
	}
}

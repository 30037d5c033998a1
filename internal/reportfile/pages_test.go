package reportfile

import (
	"strings"
	"testing"
)

// TestDecodeChecksTheSchema: a report's JSON decodes only under its own
// schema and version, and every error names the report.
func TestDecodeChecksTheSchema(t *testing.T) {
	type report struct {
		Schema        string `json:"schema"`
		SchemaVersion int    `json:"schema_version"`
		Title         string `json:"title"`
	}
	var r report
	if err := Decode("informe", []byte(`{"schema":"x","schema_version":2,"title":"t"}`), &r, "x", 2); err != nil || r.Title != "t" {
		t.Fatalf("%+v %v", r, err)
	}
	for _, tc := range []struct{ in, want string }{
		{`{"schema":"x","schema_version":1}`, "informe: esquema x/1, se esperaba x/2"},
		{`{"schema":"y","schema_version":2}`, "informe: esquema y/2, se esperaba x/2"},
		{`{"schema":`, "informe: unexpected end of JSON input"},
		{`{"schema":"x","schema_version":2,"title":3}`, "informe: json: cannot unmarshal number"},
	} {
		var r report
		if err := Decode("informe", []byte(tc.in), &r, "x", 2); err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%s: %v, se esperaba %q", tc.in, err, tc.want)
		}
	}
}

// TestMarkdownCell: a bar is escaped, a line break is a space, the ends
// are trimmed.
func TestMarkdownCell(t *testing.T) {
	if got := MarkdownCell(" a|b\nc "); got != `a\|b c` {
		t.Errorf("%q", got)
	}
}

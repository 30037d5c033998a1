package escenarios

import (
	"testing"

	"github.com/musfem/musfem/features"
)

// TestQuestionSelector checks that an open question's id selects its
// scenarios (go test ./steps -articulo P7, musfem report --articulo P7)
// and nothing else.
func TestQuestionSelector(t *testing.T) {
	tags, err := SelectTags(features.FS, features.Dirs, "P7")
	if err != nil {
		t.Fatal(err)
	}
	if tags != "@P7" {
		t.Errorf("SelectTags(P7) = %q, want %q", tags, "@P7")
	}
	if _, err := SelectTags(features.FS, features.Dirs, "P9"); err == nil {
		t.Errorf("SelectTags(P9) = nil error, want an unknown-entry error")
	}
}

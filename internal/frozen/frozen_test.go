// Package frozen holds the test that keeps the frozen documents of docs/
// unchanged: the protocols, the event catalogs, the RNG and the bot
// protocol. Engines and bots in other languages are written against them;
// a change to any of them is a new version in a new file, never an edit.
package frozen

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

const docs = "../../docs"

// manifest reads docs/FROZEN.sha256 (sha256sum format): file → hash.
func manifest(t *testing.T) map[string]string {
	t.Helper()
	f, err := os.Open(filepath.Join(docs, "FROZEN.sha256"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		sum, name, ok := strings.Cut(sc.Text(), "  ")
		if !ok || len(sum) != 64 || name == "" {
			t.Fatalf("docs/FROZEN.sha256:%d: se esperaba «HASH  FICHERO», hay %q", n, sc.Text())
		}
		out[name] = sum
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestFrozenDocumentsAreUnchanged: every document of docs/FROZEN.sha256
// has its recorded hash. A failure means a frozen document was edited:
// undo the edit and write the change as a new version in a new file.
func TestFrozenDocumentsAreUnchanged(t *testing.T) {
	for name, want := range manifest(t) {
		data, err := os.ReadFile(filepath.Join(docs, name))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		sum := sha256.Sum256(data)
		if got := hex.EncodeToString(sum[:]); got != want {
			t.Errorf("docs/%s está congelado y ha cambiado (sha256 %s, se esperaba %s): un cambio es una versión nueva en otro fichero", name, got, want)
		}
	}
}

// appendOnly are documents that say "frozen" of their existing entries
// but grow with new ones (decisions are added, never rewritten).
var appendOnly = []string{"decisions.md"}

// TestEveryFrozenDocumentIsPinned: a document that calls itself frozen in
// its first lines is in the manifest, so the claim is checked.
func TestEveryFrozenDocumentIsPinned(t *testing.T) {
	m := manifest(t)
	paths, err := filepath.Glob(filepath.Join(docs, "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	claim := regexp.MustCompile(`(?i)\bfrozen\b`)
	for _, p := range paths {
		name := filepath.Base(p)
		if slices.Contains(appendOnly, name) {
			continue
		}
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.SplitN(string(data), "\n", 6)
		head := strings.Join(lines[:min(5, len(lines))], "\n")
		if _, pinned := m[name]; claim.MatchString(head) && !pinned {
			t.Errorf("docs/%s dice que está congelado pero no está en docs/FROZEN.sha256", name)
		}
	}
}

package mutantes

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

// readJSON reads a JSON file into v and reports whether it could.
func readJSON(path string, v any) bool {
	data, err := os.ReadFile(path)
	return err == nil && json.Unmarshal(data, v) == nil
}

// writeJSON writes v as JSON, atomically.
func writeJSON(path string, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// readResults reads the results judged so far, by mutant and by the
// scenarios' fingerprint they were judged with (the last line wins); a
// line for a mutant whose key changed is ignored, a torn last line too.
func readResults(path string, g *Generated) (map[int]map[string]Result, error) {
	out := map[int]map[string]Result{}
	last := 0
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return out, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var r Result
		if json.Unmarshal(sc.Bytes(), &r) != nil {
			continue
		}
		if r.ID >= 1 && r.ID <= len(g.Mutants) && g.Mutants[r.ID-1].Key == r.Key {
			if out[r.ID] == nil {
				out[r.ID] = map[string]Result{}
			}
			last++
			r.seq = last
			out[r.ID][r.Scenarios] = r
		}
	}
	return out, sc.Err()
}

// withoutMutant drops MUSFEM_MUTANTE from an environment.
func withoutMutant(env []string) []string {
	var out []string
	for _, e := range env {
		if !strings.HasPrefix(e, "MUSFEM_MUTANTE=") {
			out = append(out, e)
		}
	}
	return out
}

// describe tells a result in a few words.
func describe(r Result) string {
	switch r.Status {
	case Killed:
		return "muerto por " + r.By
	case TimedOut:
		return "tiempo agotado (" + r.Detail + ")"
	case NoCoverage:
		return "VIVO: ningún escenario lo alcanza"
	case Survived:
		return fmt.Sprintf("VIVO tras %d escenarios y fixtures", r.Units)
	}
	return string(r.Status)
}

// short shortens a text to one line of at most 40 characters.
func short(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 40 {
		return string(r[:39]) + "…"
	}
	return s
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

// lastLines returns the end of a text: where a Go crash says what died.
func lastLines(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.Index(s, "panic:"); i >= 0 {
		return s[i:]
	}
	if i := strings.Index(s, "fatal error:"); i >= 0 {
		return s[i:]
	}
	return s
}

package config

import (
	"bytes"
	"embed"
	"path"
	"strings"

	"github.com/musfem/musfem/engine"
)

// ProfileDir is the folder of the named profiles, relative to the
// repository root.
const ProfileDir = "config/perfiles"

//go:embed perfiles/*.toml
var profileFS embed.FS

// Profile is one named rules profile of config/perfiles/: a commented rules
// file whose first line is its description. docs/config.md («Perfiles»)
// lists them; `musfem report --config config/perfiles/NAME.toml` runs the
// whole specification under one.
type Profile struct {
	Name        string       // file name without .toml: "fem-literal"
	File        string       // path in the repository: "config/perfiles/fem-literal.toml"
	Description string       // the first comment line, without "# "
	Keys        []string     // the keys the file sets, in file order
	Rules       engine.Rules // the rules it describes (its keys over the defaults)
}

// Profiles returns the named profiles in file-name order. Every embedded
// file must load: an error names the file, line and key.
func Profiles() ([]Profile, error) {
	entries, err := profileFS.ReadDir("perfiles")
	if err != nil {
		return nil, err
	}
	var out []Profile
	var errs ErrorList
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".toml") {
			continue
		}
		data, err := profileFS.ReadFile("perfiles/" + e.Name())
		if err != nil {
			return nil, err
		}
		p := Profile{
			Name:        strings.TrimSuffix(e.Name(), ".toml"),
			File:        path.Join(ProfileDir, e.Name()),
			Description: Description(data),
			Keys:        SetKeys(data),
		}
		r, err := Parse(p.File, data)
		if err != nil {
			if l, ok := err.(ErrorList); ok {
				errs = append(errs, l...)
				continue
			}
			return nil, err
		}
		p.Rules = r
		out = append(out, p)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// Description returns the description line of a rules file: its first
// line when it is a comment, without the "#" and surrounding spaces; ""
// otherwise.
func Description(data []byte) string {
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	first, _, _ := bytes.Cut(data, []byte("\n"))
	s := strings.TrimSpace(string(first))
	if !strings.HasPrefix(s, "#") {
		return ""
	}
	return strings.TrimSpace(strings.TrimLeft(s, "#"))
}

// SetKeys returns the top-level keys a rules file sets, in file order,
// each once.
func SetKeys(data []byte) []string {
	var out []string
	seen := map[string]bool{}
	for _, st := range scan(data) {
		if st.header || len(st.parts) == 0 || seen[st.parts[0]] {
			continue
		}
		seen[st.parts[0]] = true
		out = append(out, st.parts[0])
	}
	return out
}

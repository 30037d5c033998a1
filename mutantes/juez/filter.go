package main

import (
	"io/fs"
	"sort"
	"strings"
	"testing/fstest"

	"github.com/cucumber/godog"
	messages "github.com/cucumber/messages/go/v34"
	"github.com/musfem/musfem/features"
)

// selection returns a copy of the specification fsys where every scenario and
// every Examples row not in want (by "features/…:line") is a comment, and
// the folders to run: godog then neither runs nor matches the steps of
// the others, which costs more than running the few that reach a mutant.
// Lines keep their numbers, so the references do not change.
func selection(fsys fs.FS, want map[string]bool) (fs.FS, []string, error) {
	suite := godog.TestSuite{Options: &godog.Options{FS: fsys, Paths: features.Dirs}}
	feats, err := suite.RetrieveFeatures()
	if err != nil {
		return nil, nil, err
	}
	out := fstest.MapFS{}
	var paths []string
	for _, f := range feats {
		ref := func(line int64) string { return features.Prefix + f.Uri + ":" + itoa(line) }
		lines := strings.Split(string(f.Content), "\n")
		mute := func(from, to int64) {
			for l := from; l <= to && l <= int64(len(lines)); l++ {
				if l >= 1 && !strings.HasPrefix(strings.TrimSpace(lines[l-1]), "#") {
					lines[l-1] = "# " + lines[l-1]
				}
			}
		}
		// Every scenario of the document, with the line of its first tag.
		type span struct {
			sc    *messages.Scenario
			first int64
		}
		var spans []span
		add := func(sc *messages.Scenario) {
			first := sc.Location.Line
			for _, t := range sc.Tags {
				first = min(first, t.Location.Line)
			}
			spans = append(spans, span{sc, first})
		}
		doc := f.GherkinDocument
		if doc == nil || doc.Feature == nil {
			continue
		}
		var starts []int64 // first lines of everything that ends a scenario
		for _, ch := range doc.Feature.Children {
			switch {
			case ch.Scenario != nil:
				add(ch.Scenario)
			case ch.Rule != nil:
				first := ch.Rule.Location.Line
				for _, t := range ch.Rule.Tags {
					first = min(first, t.Location.Line)
				}
				starts = append(starts, first)
				for _, rc := range ch.Rule.Children {
					if rc.Scenario != nil {
						add(rc.Scenario)
					}
					if rc.Background != nil {
						starts = append(starts, rc.Background.Location.Line)
					}
				}
			}
		}
		for _, s := range spans {
			starts = append(starts, s.first)
		}
		sort.Slice(starts, func(i, j int) bool { return starts[i] < starts[j] })
		kept := false
		for _, s := range spans {
			end := int64(len(lines))
			for _, st := range starts {
				if st > s.first {
					end = st - 1
					break
				}
			}
			if len(s.sc.Examples) == 0 {
				if want[ref(s.sc.Location.Line)] {
					kept = true
				} else {
					mute(s.first, end)
				}
				continue
			}
			any := false
			for _, ex := range s.sc.Examples {
				for _, row := range ex.TableBody {
					if want[ref(row.Location.Line)] {
						any = true
					} else {
						mute(row.Location.Line, row.Location.Line)
					}
				}
			}
			if any {
				kept = true
			} else {
				mute(s.first, end)
			}
		}
		if kept {
			out[f.Uri] = &fstest.MapFile{Data: []byte(strings.Join(lines, "\n"))}
			paths = append(paths, f.Uri)
		}
	}
	return out, paths, nil
}

func itoa(n int64) string {
	var b [20]byte
	i := len(b)
	if n == 0 {
		return "0"
	}
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}

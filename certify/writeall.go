package certify

import (
	"fmt"
	"path/filepath"

	"github.com/musfem/musfem/internal/reportfile"
)

// WriteAll writes the certificate, certificacion-NAME.{md,html,json}, and
// its case files, casos-NAME/ (WriteCases), into dir all or nothing
// (reportfile.Replace): the files of an earlier certificate of the same
// name are replaced together, the old case files go, and a write that
// fails leaves them as they were. It returns the paths of the certificate
// then of the case files; its error is a Spanish sentence naming the file.
func (r *Report) WriteAll(dir, name string) ([]string, error) {
	files, cases, err := r.caseFiles(dir, name)
	if err != nil {
		return nil, err
	}
	pages, paths, err := r.pages(dir, name)
	if err != nil {
		return nil, err
	}
	if err := reportfile.Replace(dir, append(pages, files...), []string{filepath.Base(CaseDir(dir, name))}); err != nil {
		return nil, err
	}
	return append(paths, cases...), nil
}

// caseFiles renders one case file per group that has a reproduction, in
// the fixture format (docs/fixtures.md), named inside dir (casos-NAME/),
// records each group's case file in the report, and returns the files
// with their paths.
func (r *Report) caseFiles(dir, name string) ([]reportfile.File, []string, error) {
	cd := filepath.Base(CaseDir(dir, name))
	var files []reportfile.File
	var paths []string
	for i := range r.Groups {
		g := &r.Groups[i]
		if g.Repro == nil {
			continue
		}
		data, err := g.caseFile()
		if err != nil {
			return nil, nil, fmt.Errorf("no se puede escribir el caso %s: %v", g.ID, err)
		}
		g.Repro.CaseFile = filepath.Join(cd, g.ID+".json")
		files = append(files, reportfile.File{Name: g.Repro.CaseFile, Data: data})
		paths = append(paths, filepath.Join(dir, g.Repro.CaseFile))
	}
	return files, paths, nil
}

// pages renders the certificate's three files, placed in dir under NAME,
// and returns them with their paths.
func (r *Report) pages(dir, name string) ([]reportfile.File, []string, error) {
	r.placeHere(dir, name)
	j, err := r.JSON()
	if err != nil {
		return nil, nil, err
	}
	h, err := r.HTML()
	if err != nil {
		return nil, nil, err
	}
	var files []reportfile.File
	var paths []string
	for _, f := range []struct {
		ext  string
		data []byte
	}{{"md", r.Markdown()}, {"html", h}, {"json", j}} {
		n := "certificacion-" + name + "." + f.ext
		files = append(files, reportfile.File{Name: n, Data: f.data})
		paths = append(paths, filepath.Join(dir, n))
	}
	return files, paths, nil
}

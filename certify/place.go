package certify

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/musfem/musfem/internal/cmdline"
)

// A certificate prints commands (the case of a group, a round of the
// comparison of hands) that a reader pastes into a terminal wherever they
// are: in the repository, in the certificate's folder or anywhere else.
// So, once the certificate knows its folder (Write, WriteCases), those
// commands name every file by its absolute path: the case file, the
// folder they write into, and the engine's own files that the command
// line named relative to the folder where the certification ran.

// Place records the certificate's folder and file name (NAME of
// certificacion-NAME), and the folder the engine's
// command line is relative to, for the commands it prints; "" leaves
// them as they were built (paths relative to the certificate's folder).
// It rewrites the commands of the comparison of hands.
func (r *Report) Place(dir, name, workDir string) {
	if dir != "" {
		if a, err := filepath.Abs(dir); err == nil {
			dir = a
		}
	}
	r.outDir, r.outName, r.workDir = dir, name, workDir
	for i := range r.Comparisons {
		rec := &r.Comparisons[i]
		for j := range rec.Conventions {
			cv := &rec.Conventions[j]
			for k := range cv.Examples {
				cv.Examples[k].Command = r.comparisonCommand(cv.ID, rec.Mode, cv.Examples[k].Round)
			}
		}
	}
}

// placeHere places the certificate NAME in dir, the engine's command
// line relative to the current folder.
func (r *Report) placeHere(dir, name string) {
	wd, _ := os.Getwd()
	r.Place(dir, name, wd)
}

// engineCommand is the engine's command line to print: its file
// arguments absolute when the certificate is placed.
func (r *Report) engineCommand() string {
	return absCommand(r.Command, r.workDir)
}

// comparisonCommand replays one round of the comparison of hands alone.
// Placed, it writes its certificate beside this one under its own name
// (NAME-ronda-N), so that it neither replaces this certificate nor
// creates a folder where it is pasted.
func (r *Report) comparisonCommand(conv, mode string, round int) string {
	if r.outDir == "" {
		return comparisonCommand(r.Command, "", conv, mode, round)
	}
	return comparisonCommand(r.engineCommand(), " --nombre "+shellQuote(r.outName+"-ronda-"+strconv.Itoa(round))+" --salida "+shellQuote(r.outDir), conv, mode, round)
}

// casePath is a group's case file as the printed command names it.
func (r *Report) casePath(g Group) string {
	if r.outDir == "" {
		return g.Repro.CaseFile
	}
	return filepath.Join(r.outDir, g.Repro.CaseFile)
}

// absCommand makes absolute, against workDir, the words of a command
// line (cmdline.Split) that name files there by a relative path: the
// program when it has a slash in it (./mi_motor), and any argument that
// is an existing file (mi_motor.py, adapters/js/motor.js). Options and
// programs looked up in the PATH stay as they are; so does the whole
// line when nothing changes or it cannot be read.
func absCommand(command, workDir string) string {
	if command == "" || workDir == "" {
		return command
	}
	words, err := cmdline.Split(command)
	if err != nil {
		return command
	}
	changed := false
	for i, w := range words {
		if w == "" || filepath.IsAbs(w) || strings.HasPrefix(w, "-") || (i == 0 && !strings.Contains(w, "/")) {
			continue
		}
		p := filepath.Join(workDir, w)
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
			words[i], changed = p, true
		}
	}
	if !changed {
		return command
	}
	for i, w := range words {
		words[i] = cmdline.Quote(w)
	}
	return strings.Join(words, " ")
}

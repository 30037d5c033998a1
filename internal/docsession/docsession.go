// Package docsession reads the example session of a protocol document
// (docs/protocol.md, docs/protocol-v2.md, docs/bots.md, and every block of
// docs/representation.md): the block fenced
// as ```session, where each line is "> " and what one side sends, or "< "
// and what the other answers. Tests replay it to keep the documents true.
package docsession

import (
	"fmt"
	"os"
	"strings"
)

// Read returns the lines after "> " (sent) and after "< " (answered) of
// the first ```session block of the document at path, in order. A
// document without the block, or a line of it with neither prefix, is an
// error naming the file.
func Read(path string) (sent, answered []string, err error) {
	doc, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	_, block, ok := strings.Cut(string(doc), "```session\n")
	if !ok {
		return nil, nil, fmt.Errorf("%s no tiene el bloque ```session", path)
	}
	block, _, _ = strings.Cut(block, "```")
	for _, line := range strings.Split(strings.TrimSuffix(block, "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "> "):
			sent = append(sent, line[2:])
		case strings.HasPrefix(line, "< "):
			answered = append(answered, line[2:])
		default:
			return nil, nil, fmt.Errorf("%s: línea del ejemplo sin > ni <: %q", path, line)
		}
	}
	return sent, answered, nil
}

// Exchange is one request of a session block and what the document shows
// of its answer: the whole answer line ("< "), parts of it ("<~ "), or
// nothing (the request only sets the game up).
type Exchange struct {
	// Line is the line of the request in the document, from 1.
	Line int
	// Sent is the request.
	Sent string
	// Answer is the whole answer, or "" when the document does not show it.
	Answer string
	// Excerpt are the parts of the answer the document shows, in order.
	Excerpt []string
}

// Blocks returns every ```session block of the document at path, each as
// its exchanges in order. Besides "> " and "< ", a block may hold "<~ "
// lines (parts of the answer to the request above them) and "# " lines
// (comments). An answer before any request, a second whole answer, or a
// whole answer mixed with parts, is an error naming the file and line.
func Blocks(path string) ([][]Exchange, error) {
	doc, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var blocks [][]Exchange
	var cur []Exchange
	in := false
	for i, line := range strings.Split(string(doc), "\n") {
		n := i + 1
		switch {
		case !in && line == "```session":
			in, cur = true, nil
			continue
		case !in:
			continue
		case line == "```":
			if len(cur) == 0 {
				return nil, fmt.Errorf("%s:%d: bloque ```session vacío", path, n)
			}
			blocks, in = append(blocks, cur), false
			continue
		}
		last := len(cur) - 1
		switch {
		case strings.HasPrefix(line, "> "):
			cur = append(cur, Exchange{Line: n, Sent: line[2:]})
		case strings.HasPrefix(line, "# "):
		case strings.HasPrefix(line, "< ") || strings.HasPrefix(line, "<~ "):
			if last < 0 {
				return nil, fmt.Errorf("%s:%d: respuesta sin petición", path, n)
			}
			x := &cur[last]
			if x.Answer != "" || (line[1] == ' ' && len(x.Excerpt) > 0) {
				return nil, fmt.Errorf("%s:%d: la petición de la línea %d ya tiene su respuesta entera", path, n, x.Line)
			}
			if line[1] == ' ' {
				x.Answer = line[2:]
			} else {
				x.Excerpt = append(x.Excerpt, line[3:])
			}
		default:
			return nil, fmt.Errorf("%s:%d: línea del ejemplo sin >, <, <~ ni #: %q", path, n, line)
		}
	}
	if in {
		return nil, fmt.Errorf("%s: bloque ```session sin cerrar", path)
	}
	return blocks, nil
}

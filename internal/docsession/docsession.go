// Package docsession reads the example session of a protocol document
// (docs/protocol.md, docs/protocol-v2.md, docs/bots.md): the block fenced
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

package steps

import (
	"regexp"
	"sync"
)

// stepPatterns holds the compiled pattern of every step, by its text.
var stepPatterns sync.Map // string → *regexp.Regexp

// stepRe returns the compiled regular expression of a step's pattern,
// compiled once for the process. godog compiles a pattern given as a
// string each time a scenario registers its steps, once per scenario:
// that compiling was about a third of the CPU of a whole specification.
// A *regexp.Regexp is safe for concurrent use.
func stepRe(pattern string) *regexp.Regexp {
	if re, ok := stepPatterns.Load(pattern); ok {
		return re.(*regexp.Regexp)
	}
	re, _ := stepPatterns.LoadOrStore(pattern, regexp.MustCompile(pattern))
	return re.(*regexp.Regexp)
}

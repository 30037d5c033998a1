package reportfile

import (
	"strconv"
	"strings"
)

// FirstDiff describes, for a test that finds a committed report stale, the
// first line where the committed text and the fresh one differ: its number,
// the column of the first differing character, and both lines around it.
func FirstDiff(committed, fresh []byte) string {
	al, bl := strings.Split(string(committed), "\n"), strings.Split(string(fresh), "\n")
	for i := 0; i < len(al) || i < len(bl); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			xr, yr := []rune(x), []rune(y)
			c := 0
			for c < len(xr) && c < len(yr) && xr[c] == yr[c] {
				c++
			}
			return "línea " + strconv.Itoa(i+1) + ", columna " + strconv.Itoa(c+1) + ":\n  guardado: " + window(xr, c) + "\n  actual:   " + window(yr, c)
		}
	}
	return "(sin diferencias por líneas)"
}

// window shows the runes around column c.
func window(r []rune, c int) string {
	from, to := max(c-40, 0), min(c+80, len(r))
	s := string(r[from:to])
	if from > 0 {
		s = "…" + s
	}
	if to < len(r) {
		s += "…"
	}
	return s
}

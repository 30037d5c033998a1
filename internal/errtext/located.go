package errtext

// Located returns "where: key: msg", the text of a problem found in an
// input: where names the file and, when known, the line ("rules.toml:12"),
// key the entry the problem is about; each is left out, with its ": ",
// when it is empty.
func Located(where, key, msg string) string {
	if key != "" {
		msg = key + ": " + msg
	}
	if where != "" {
		msg = where + ": " + msg
	}
	return msg
}

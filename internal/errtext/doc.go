// Package errtext says in Spanish what the standard library and the TOML
// library report in English: why a file cannot be read or written
// ([File]), what is wrong in a TOML text ([TOML]), how to quote a short
// excerpt of any input ([Clip], [Quote]), and how a problem names the place
// of the input it is about ([Located]). Every message of musfem that
// reaches a user goes through it, so that none carries a library's English
// text or echoes a huge input whole.
package errtext

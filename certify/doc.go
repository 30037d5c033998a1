// Package certify judges another Mus engine against the specification,
// article by article, and writes its certificate: it runs the scenarios of
// features/, the golden fixtures, the random differential games in lockstep
// with the reference engine (package diferencial, with the first game of
// each group shrunk), the information-leak check and the comparison of
// hands on an Engine, charges what it finds to the catalog's articles and
// conventions, and writes the certificate and its case files.
package certify

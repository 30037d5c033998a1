// Package certify judges another Mus engine against the specification:
// the scenarios of features/, the golden fixtures, random differential
// games in lockstep with the reference engine (with the first divergence
// shrunk) and the information-leak check, article by article.
package certify

// supports is what the engine accepts for the scenarios (nil when it
// accepts every value): a scenario asking for a value the engine does not
// claim is NO APLICA, so an engine that plays only some options is judged
// on the scenarios of those options (an enforceable article left without
// any evidence is still ERROR).
func supports(e Engine) func(key, value string) bool {
	if claimsEvery(e.Hello()) {
		return nil
	}
	return e.Claims
}

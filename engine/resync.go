package engine

// Resync returns the state with the score of the current game and the
// "estamos dentro" announcements replaced by another engine's. Certification
// uses it after a difference in the tantos, so that what depends on the
// score later in the game (the announcement, the end of the count, the end
// of the game) is judged against the score the other engine really has,
// and one wrong tanto is not blamed again on every later rule that reads
// the score. The pair that first reached the target is recomputed from
// the new score (the first pair at or over it, pair A first on a tie).
// Nothing else changes: Resync never emits an event.
func Resync(s State, score [2]int, told [2]bool) State {
	s.score, s.told = score, told
	if s.reached != NoTeam && s.rules != nil && score[s.reached] < s.rules.TargetPoints {
		s.reached = NoTeam
	}
	if s.reached == NoTeam && s.rules != nil {
		for t := TeamA; t <= TeamB; t++ {
			if score[t] >= s.rules.TargetPoints {
				s.reached, s.reason = t, "tantos"
				break
			}
		}
	}
	return s
}

package engine

import "sync/atomic"

// histItem is one entry of a round's history with, for a discard, the
// discarded cards (private to their seat).
type histItem struct {
	entry HistoryEntry
	cards Hand
}

// roundLog stores the history of one round for every state of that round:
// a state reads items[:histN] of its log and nothing else. The log is
// append-only. A state of length n appends in place only when it is the
// first to claim item n (claimed goes from n to n+1); a state whose item n
// another state has claimed, or whose log is full, copies its n items into
// a new log. Items are never rewritten, so states keep sharing them, and
// the claim is atomic, so Apply on one state from several goroutines
// stays safe.
type roundLog struct {
	claimed atomic.Int32
	items   []histItem // fixed length: the capacity of the log
}

// roundLogFirst is a first log of a round and its items in one allocation.
type roundLogFirst struct {
	roundLog
	first [16]histItem
}

// history returns the state's history items, oldest first.
func (s *State) history() []histItem {
	if s.hist == nil {
		return nil
	}
	return s.hist.items[:s.histN]
}

// appendHistory adds an item to the state's history.
func (s *State) appendHistory(it histItem) {
	n := s.histN
	if l := s.hist; l != nil && n < len(l.items) && l.claimed.CompareAndSwap(int32(n), int32(n+1)) {
		l.items[n] = it
		s.histN++
		return
	}
	var l *roundLog
	if n < 16 {
		f := new(roundLogFirst)
		f.items = f.first[:]
		l = &f.roundLog
	} else {
		l = &roundLog{items: make([]histItem, 2*n)}
	}
	copy(l.items, s.history())
	l.items[n] = it
	l.claimed.Store(int32(n + 1))
	s.hist, s.histN = l, n+1
}

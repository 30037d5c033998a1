package mutantes

import (
	"encoding/json"
	"os"
	"sync"
	"time"
)

// runJobs does work on every job of todo with workers goroutines, handing
// the jobs out in the order of todo, and appends each result as a JSON
// line to the cache file path (the judge's and the observer's caches are
// read back from such files). keep gets each job's result, one at a time,
// with how many jobs are done and an estimate of the time left. At the
// first error no other job is handed out, and runJobs returns it once the
// jobs in course end.
func runJobs[J, R any](path string, todo []J, workers int, work func(J) (R, error), keep func(j J, r R, done int, left time.Duration)) error {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	var mu sync.Mutex
	var firstErr error
	jobs := make(chan J)
	var wg sync.WaitGroup
	done := 0
	start := time.Now()
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				r, err := work(j)
				mu.Lock()
				done++
				if err != nil && firstErr == nil {
					firstErr = err
				}
				if err == nil {
					line, _ := json.Marshal(r)
					f.Write(append(line, '\n'))
					left := time.Duration(float64(time.Since(start)) / float64(done) * float64(len(todo)-done))
					keep(j, r, done, left)
				}
				mu.Unlock()
			}
		}()
	}
	for _, j := range todo {
		mu.Lock()
		stop := firstErr != nil
		mu.Unlock()
		if stop {
			break
		}
		jobs <- j
	}
	close(jobs)
	wg.Wait()
	return firstErr
}

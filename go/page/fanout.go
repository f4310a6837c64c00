package page

import "sync"

// sideBySide is how many CDP round trips fanOut keeps in flight at once.
const sideBySide = 32

// fanOut runs do(0) … do(n-1) side by side, sideBySide at a time, and
// returns once all have: round trips of one kind (one element each) go
// together instead of one after the other. do guards what it shares.
func fanOut(n int, do func(i int)) {
	var wg sync.WaitGroup
	slots := make(chan struct{}, sideBySide)
	for i := range n {
		wg.Add(1)
		slots <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-slots }()
			do(i)
		}()
	}
	wg.Wait()
}

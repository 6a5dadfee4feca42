package httpapi

import (
	"io"
	"sync"
)

// aheadDepth is how many blocks an aheadWriter holds before Write waits.
const aheadDepth = 4

// aheadWriter passes what is written to w on a goroutine of its own, so
// that a long answer's next bytes are produced while the ones before are
// compressed and sent: an export's CSV and its gzip then use a core each.
// Write copies p and returns at once unless aheadDepth blocks wait; once w
// has failed, Write returns that error. Close waits for w to have every
// block and returns w's first error; after Close, the handler may use its
// ResponseWriter again.
type aheadWriter struct {
	blocks chan []byte
	free   chan []byte
	failed chan struct{} // closed when w has failed
	done   chan struct{} // closed when the goroutine has ended
	err    error         // w's error; read after failed or done is closed
	once   sync.Once
}

func newAheadWriter(w io.Writer) *aheadWriter {
	a := &aheadWriter{
		blocks: make(chan []byte, aheadDepth),
		free:   make(chan []byte, aheadDepth+1),
		failed: make(chan struct{}),
		done:   make(chan struct{}),
	}
	go a.drain(w)
	return a
}

func (a *aheadWriter) drain(w io.Writer) {
	defer close(a.done)
	for b := range a.blocks {
		if a.err == nil {
			if _, a.err = w.Write(b); a.err != nil {
				close(a.failed)
			}
		}
		select {
		case a.free <- b[:0]:
		default:
		}
	}
}

func (a *aheadWriter) Write(p []byte) (int, error) {
	select {
	case <-a.failed:
		return 0, a.err
	default:
	}
	var b []byte
	select {
	case b = <-a.free:
	default:
	}
	a.blocks <- append(b, p...)
	return len(p), nil
}

// Close ends the goroutine once it has written every block.
func (a *aheadWriter) Close() error {
	a.once.Do(func() { close(a.blocks) })
	<-a.done
	return a.err
}

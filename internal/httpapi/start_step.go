package httpapi

import "context"

// StartStep is a step of an instance's start that runs once the server
// listens, so that requests which do not need it are answered without
// waiting; those that do wait (Wait). The operator password given at start
// is applied this way (Config.AdminReady, docs/security.md).
type StartStep struct {
	done chan struct{}
	err  error
}

// NewStartStep returns a step that has not run yet.
func NewStartStep() *StartStep { return &StartStep{done: make(chan struct{})} }

// Run runs step (nil: none) once, ends every Wait and returns step's error.
func (s *StartStep) Run(step func() error) error {
	if step != nil {
		s.err = step()
	}
	close(s.done)
	return s.err
}

// Wait waits until the step has run and returns its error, or ctx's.
func (s *StartStep) Wait(ctx context.Context) error {
	select {
	case <-s.done:
		return s.err
	case <-ctx.Done():
		return ctx.Err()
	}
}

package media

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
)

// Mirror downloads the photo at url with client and stores both sizes (see
// Process). client must be the guarded outbound client (docs/jobs.md, "The
// outbound guard"): Mirror builds none of its own, and refuses a nil one
// rather than fall back to http.DefaultClient, which would reach any address.
func (s *Store) Mirror(ctx context.Context, client *http.Client, url string) (Photo, error) {
	if client == nil {
		return Photo{}, errors.New("mirror photo: no HTTP client")
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return Photo{}, fmt.Errorf("mirror photo: %w", err)
	}
	req.Header.Set("Accept", "image/webp,image/jpeg,image/png,image/gif")
	resp, err := client.Do(req)
	if err != nil {
		return Photo{}, fmt.Errorf("mirror photo: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		// A short error page may be read to the end, so the connection is reused.
		io.Copy(io.Discard, io.LimitReader(resp.Body, 4<<10))
		return Photo{}, fmt.Errorf("mirror photo: photo answered %d", resp.StatusCode)
	}
	if resp.ContentLength > MaxBytes {
		return Photo{}, fmt.Errorf("mirror photo: %d bytes announced: %w", resp.ContentLength, ErrTooLarge)
	}
	p, err := s.Process(resp.Body)
	if err != nil {
		return Photo{}, fmt.Errorf("mirror photo: %w", err)
	}
	return p, nil
}

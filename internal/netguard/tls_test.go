package netguard

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"testing"
)

// TestTLSVerifiesTheURLsHostName: the client dials an address it resolved
// itself, yet the certificate must still be checked against the URL's host
// name, not against that address.
func TestTLSVerifiesTheURLsHostName(t *testing.T) {
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("secure"))
	}))
	defer srv.Close()
	_, port, _ := splitPort(srv.URL)

	// httptest's certificate is for example.com and 127.0.0.1: dialling
	// 127.0.0.1 would pass if the address were what got verified.
	roots := x509.NewCertPool()
	roots.AddCert(srv.Certificate())
	c := Config{
		AllowHosts: []string{"example.com", "impostor.test"},
		Resolve: func(context.Context, string) ([]netip.Addr, error) {
			return []netip.Addr{netip.MustParseAddr("127.0.0.1")}, nil
		},
	}

	tests := []struct {
		name, host string
		wantOK     bool
	}{
		{name: "name in the certificate", host: "example.com", wantOK: true},
		{name: "name not in the certificate", host: "impostor.test", wantOK: false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			client := New(c)
			client.Transport.(*guard).next.(*http.Transport).TLSClientConfig = &tls.Config{RootCAs: roots}
			resp, err := client.Get("https://" + tt.host + ":" + port + "/")
			if err == nil {
				resp.Body.Close()
			}
			var hostErr x509.HostnameError
			switch {
			case tt.wantOK && err != nil:
				t.Errorf("got err %v, want none", err)
			case !tt.wantOK && !errors.As(err, &hostErr):
				t.Errorf("got err %v, want an x509.HostnameError", err)
			}
		})
	}
}

// splitPort returns a URL's host and port.
func splitPort(raw string) (host, port string, err error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", "", err
	}
	return u.Hostname(), u.Port(), nil
}

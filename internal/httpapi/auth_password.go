package httpapi

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"golang.org/x/crypto/argon2"

	"branchenbuch/internal/directory"
)

// Argon2id with OWASP's first recommendation (46 MiB, one pass, one lane):
// about 30 ms per login on a server, far too slow for guessing at scale. The
// parameters are stored with each hash, so raising them later keeps old
// hashes valid.
const (
	argonMemoryKiB = 46 * 1024
	argonTime      = 1
	argonThreads   = 1
	argonKeyLen    = 32
	argonSaltLen   = 16
	minPasswordLen = 8
	maxPasswordLen = 1024 // bytes; hashing more only costs time
)

// hashSlots bounds the hashes computed at once: each takes argonMemoryKiB,
// so a flood of login attempts waits instead of exhausting memory.
var hashSlots = make(chan struct{}, 2)

// passwordAlphabet leaves out look-alikes (0/O, 1/l/I) so a generated
// password can be read off a log and typed.
const passwordAlphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// GeneratePassword returns a random 16-character operator password (about 92 bits).
func GeneratePassword() string {
	b := make([]byte, 16)
	for i := range b {
		b[i] = passwordAlphabet[randIndex(len(passwordAlphabet))]
	}
	return string(b)
}

// randIndex returns a uniform random number below n (n < 256) from crypto/rand.
func randIndex(n int) int {
	limit := 256 - 256%n // reject the top bytes that would favour small numbers
	var b [1]byte
	for {
		rand.Read(b[:])
		if int(b[0]) < limit {
			return int(b[0]) % n
		}
	}
}

// validPassword refuses passwords an operator should not be able to set.
func validPassword(pw string) error {
	if utf8.RuneCountInString(pw) < minPasswordLen {
		return directory.Errorf(directory.EINVALID, "Das Passwort muss mindestens %d Zeichen lang sein.", minPasswordLen).WithKey("password_too_short", "min", minPasswordLen)
	}
	if len(pw) > maxPasswordLen {
		return directory.Errorf(directory.EINVALID, "Das Passwort darf höchstens %d Bytes lang sein.", maxPasswordLen).WithKey("password_too_long", "max", maxPasswordLen)
	}
	return nil
}

// hashPassword returns the Argon2id hash of pw as a PHC string:
// $argon2id$v=19$m=…,t=…,p=…$salt$key (unpadded standard base64).
func hashPassword(ctx context.Context, pw string) (string, error) {
	salt := make([]byte, argonSaltLen)
	rand.Read(salt)
	key, err := deriveKey(ctx, pw, salt, argonTime, argonMemoryKiB, argonThreads, argonKeyLen)
	if err != nil {
		return "", err
	}
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, argonMemoryKiB, argonTime, argonThreads,
		b64.EncodeToString(salt), b64.EncodeToString(key)), nil
}

// checkPassword reports whether pw matches the stored hash, comparing in
// constant time. Without a stored hash (or with a broken one) nothing
// matches, after the same work as a real check.
func checkPassword(ctx context.Context, pw, encoded string) (bool, error) {
	salt, want, t, m, p, ok := parseHash(encoded)
	if !ok || len(pw) > maxPasswordLen {
		salt, want, t, m, p = make([]byte, argonSaltLen), make([]byte, argonKeyLen), argonTime, argonMemoryKiB, argonThreads
		ok = false
	}
	got, err := deriveKey(ctx, pw, salt, t, m, p, uint32(len(want)))
	if err != nil {
		return false, err
	}
	return subtle.ConstantTimeCompare(got, want) == 1 && ok, nil
}

// parseHash reads a PHC string of hashPassword, refusing parameters that
// would let a tampered row make every login take a gigabyte or a minute.
func parseHash(encoded string) (salt, key []byte, t, m uint32, p uint8, ok bool) {
	parts := strings.Split(encoded, "$")
	if len(parts) != 6 || parts[0] != "" || parts[1] != "argon2id" || parts[2] != fmt.Sprintf("v=%d", argon2.Version) {
		return nil, nil, 0, 0, 0, false
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &m, &t, &p); err != nil {
		return nil, nil, 0, 0, 0, false
	}
	b64 := base64.RawStdEncoding
	salt, serr := b64.DecodeString(parts[4])
	key, kerr := b64.DecodeString(parts[5])
	if serr != nil || kerr != nil || len(salt) < 8 || len(key) < 16 || len(key) > 64 ||
		m < 8*uint32(p) || m > 1<<20 || t < 1 || t > 16 || p < 1 || p > 16 {
		return nil, nil, 0, 0, 0, false
	}
	return salt, key, t, m, p, true
}

func deriveKey(ctx context.Context, pw string, salt []byte, t, m uint32, p uint8, keyLen uint32) ([]byte, error) {
	select {
	case hashSlots <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-hashSlots }()
	return argon2.IDKey([]byte(pw), salt, t, m, p, keyLen), nil
}

// SetAdminPassword stores the hash of a new operator password and ends every
// session.
func SetAdminPassword(ctx context.Context, st directory.Store, password string) error {
	if err := validPassword(password); err != nil {
		return err
	}
	hash, err := hashPassword(ctx, password)
	if err != nil {
		return err
	}
	return st.SetAdminPasswordHash(ctx, hash, time.Now())
}

// ApplyAdminPassword makes password the operator password unless the stored
// hash already matches it (so that a restart with the same ADMIN_PASSWORD
// keeps the sessions), and reports whether it changed anything.
func ApplyAdminPassword(ctx context.Context, st directory.Store, password string) (bool, error) {
	if err := validPassword(password); err != nil {
		return false, err
	}
	hash, err := st.AdminPasswordHash(ctx)
	if err != nil {
		return false, err
	}
	if same, err := checkPassword(ctx, password, hash); err != nil || same {
		return false, err
	}
	return true, SetAdminPassword(ctx, st, password)
}

// InitAdminPassword gives a store without an operator password a generated
// one and returns it; it returns "" when a password was already set (also
// by another instance starting at the same moment).
func InitAdminPassword(ctx context.Context, st directory.Store) (string, error) {
	hash, err := st.AdminPasswordHash(ctx)
	if err != nil || hash != "" {
		return "", err
	}
	pw := GeneratePassword()
	if hash, err = hashPassword(ctx, pw); err != nil {
		return "", err
	}
	stored, err := st.InitAdminPasswordHash(ctx, hash, time.Now())
	if err != nil || !stored {
		return "", err
	}
	return pw, nil
}

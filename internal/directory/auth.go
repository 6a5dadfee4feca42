package directory

// AuthStore keeps the operator's sessions, the login throttle and the admin
// password hash in the database, so that every instance behind a load
// balancer sees the same state (DESIGN.md section 6).
type AuthStore interface {
}

package directory

// AdminStore is the operator's view of the businesses: statistics, the
// filtered and sorted table and its facet lists.
type AdminStore interface {
}

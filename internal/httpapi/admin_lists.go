package httpapi

import (
	"net/http"

	"branchenbuch/internal/directory"
)

func notBuilt(w http.ResponseWriter, r *http.Request) {
	writeError(w, r, directory.Errorf(directory.ENOTFOUND, "Noch nicht verfügbar."))
}

func (s *Server) adminStats(w http.ResponseWriter, r *http.Request)      { notBuilt(w, r) }
func (s *Server) adminBusinesses(w http.ResponseWriter, r *http.Request) { notBuilt(w, r) }
func (s *Server) adminCategories(w http.ResponseWriter, r *http.Request) { notBuilt(w, r) }
func (s *Server) adminCities(w http.ResponseWriter, r *http.Request)     { notBuilt(w, r) }
func (s *Server) adminTypes(w http.ResponseWriter, r *http.Request)      { notBuilt(w, r) }
func (s *Server) adminCountries(w http.ResponseWriter, r *http.Request)  { notBuilt(w, r) }

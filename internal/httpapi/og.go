package httpapi

import (
	"net/http"

	"branchenbuch/internal/directory"
)

// ogBusiness will draw the share image of a business (not built yet).
func (s *Server) ogBusiness(w http.ResponseWriter, r *http.Request) {
	writeError(w, r, directory.Errorf(directory.ENOTFOUND, "Kein Bild."))
}

// ogCity will draw the share image of a city (not built yet).
func (s *Server) ogCity(w http.ResponseWriter, r *http.Request) {
	writeError(w, r, directory.Errorf(directory.ENOTFOUND, "Kein Bild."))
}

package httpapi

import "net/http"

func (s *Server) saveSettings(w http.ResponseWriter, r *http.Request)      { notBuilt(w, r) }
func (s *Server) submitBusiness(w http.ResponseWriter, r *http.Request)    { notBuilt(w, r) }
func (s *Server) submitContact(w http.ResponseWriter, r *http.Request)     { notBuilt(w, r) }
func (s *Server) listSubmissions(w http.ResponseWriter, r *http.Request)   { notBuilt(w, r) }
func (s *Server) approveSubmission(w http.ResponseWriter, r *http.Request) { notBuilt(w, r) }
func (s *Server) rejectSubmission(w http.ResponseWriter, r *http.Request)  { notBuilt(w, r) }
func (s *Server) listMessages(w http.ResponseWriter, r *http.Request)      { notBuilt(w, r) }
func (s *Server) messageDone(w http.ResponseWriter, r *http.Request)       { notBuilt(w, r) }
func (s *Server) editBusiness(w http.ResponseWriter, r *http.Request)      { notBuilt(w, r) }
func (s *Server) auditLog(w http.ResponseWriter, r *http.Request)          { notBuilt(w, r) }

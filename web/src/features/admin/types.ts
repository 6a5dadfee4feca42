import type { Business } from "@/types/business";

/** AdminBusiness is a business as the admin list sends it: hidden (unlisted) ones included. */
export type AdminBusiness = Business & { hidden?: boolean };

/** AdminStats is the answer of GET /api/admin/stats. */
export interface AdminStats {
  totalBusinesses: number;
  totalCities: number;
  totalCategories: number;
  avgRating: number;
}

/** Paged is the envelope of the admin's paged lists. */
export interface Paged {
  total: number;
  page: number;
  totalPages: number;
}

/** AdminBusinessList is the answer of GET /api/admin/businesses. */
export interface AdminBusinessList extends Paged {
  businesses: AdminBusiness[];
}

/** CategoryFacet, CityFacet, TypeFacet and CountryFacet are the filter lists' entries. */
export interface CategoryFacet {
  category: string;
  count: number;
}
/** CityFacet is an entry of GET /api/admin/cities. */
export interface CityFacet {
  city: string;
  count: number;
}
/** TypeFacet is an entry of GET /api/admin/types. */
export interface TypeFacet {
  type: string;
  count: number;
}
/** CountryFacet is an entry of GET /api/admin/countries. */
export interface CountryFacet {
  country: string;
  countryCode: string;
  count: number;
}

/** SubmissionStatus is the review state of an add-business submission. */
export type SubmissionStatus = "pending" | "approved" | "rejected";

/** Submission is an add-business submission waiting for (or past) review. */
export interface Submission {
  id: number;
  status: SubmissionStatus;
  name: string;
  category: string;
  description: string;
  address: string;
  city: string;
  postal_code: string;
  phone: string;
  email: string;
  website: string;
  hours: Record<string, string> | null;
  createdAt: string;
  decidedAt: string | null;
  businessId: number | null;
}

/** ContactMessage is a message sent through the contact form. */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  category: string;
  message: string;
  status: "open" | "done";
  createdAt: string;
  doneAt: string | null;
}

/** Subscriber is a newsletter address; the confirmation link works until tokenExpiresAt. */
export interface Subscriber {
  id: number;
  email: string;
  status: "pending" | "confirmed";
  createdAt: string;
  requestedAt: string;
  tokenExpiresAt: string | null;
  confirmedAt: string | null;
}

/** AuditEntry is one line of the operator's audit log. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string;
  details: string;
}

/** JobState is where a background job stands; only one job of a kind is queued or running at a time. */
export type JobState = "queued" | "running" | "done" | "failed" | "cancelled";

/** JobStatus is what every background job's status tells; isComplete is state === "done". */
export interface JobStatus {
  jobId: number;
  state: JobState;
  total: number;
  processed: number;
  currentBusiness: string;
  isComplete: boolean;
  error?: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** ValidationStatus is the answer of GET /api/admin/validation-status (null before the first run). */
export interface ValidationStatus extends JobStatus {
  valid: number;
  invalid: number;
  /** reportFile is the report's file name, "" until the job is done. */
  reportFile: string;
  /** reportUrl downloads the report as CSV, "" until the job is done. */
  reportUrl: string;
}

/** PhotoStatus is the answer of GET /api/admin/photo-status (null before the first run). */
export interface PhotoStatus extends JobStatus {
  /** mirrored counts the photos stored, dropped the dead ones dropped. */
  mirrored: number;
  dropped: number;
  /** pendingOnly marks the automatic job an import queues for its new businesses. */
  pendingOnly: boolean;
}

/**
 * The contact form's rules, free of the page: which fields it has and how a
 * message is checked before it is sent. The contact page's island
 * (app/islands/contact-form.ts) uses them; the server checks the same and
 * sets the topics and length limits (internal/directory/queue_validate.go).
 */

/** ContactMessage is the body of POST /api/contact; website2 is the honeypot only bots fill in. */
export interface ContactMessage {
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
  website2: string;
}

/** EMAIL_SHAPE is the server's test of an e-mail address: something@host.tld, no spaces. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/** ContactField is a field a visitor fills in. */
export type ContactField = "name" | "email" | "category" | "subject" | "message";

/** CONTACT_FIELDS lists the fields in the order the form shows them. */
export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "category", "subject", "message"];

/** ContactProblem is why a field is refused: missing or (e-mail only) malformed. */
export type ContactProblem = "missing" | "invalid";

/** validateContact finds each field's problem; every field is required and the e-mail must look like one. */
export function validateContact(m: ContactMessage): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem>> = {};
  for (const f of CONTACT_FIELDS) if (m[f].trim() === "") problems[f] = "missing";
  if (!problems.email && !EMAIL_SHAPE.test(m.email.trim())) problems.email = "invalid";
  return problems;
}

/**
 * The add-business wizard's rules, free of React: the draft, which fields
 * each step requires, the server's length limits and the saved draft's shape.
 */

/** SUBMISSION_CATEGORIES are the wizard's categories (docs/forms.md, "Fields"), as the server names them. */
export const SUBMISSION_CATEGORIES = [
  "kfz-werkstatt",
  "handwerker",
  "dienstleister",
  "handel",
  "gastronomie",
  "gesundheit",
  "bildung",
  "immobilien",
  "transport",
  "sonstiges",
] as const;

/** WEEKDAYS are the keys of the opening hours, Monday first. */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

/** Weekday is one key of the opening hours. */
export type Weekday = (typeof WEEKDAYS)[number];

/** Draft is everything the wizard asks for; website and hours are optional. */
export interface Draft {
  name: string;
  category: string;
  description: string;
  address: string;
  city: string;
  postal_code: string;
  phone: string;
  email: string;
  website: string;
  hours: Record<Weekday, string>;
}

/** TextField is a draft field holding plain text. */
export type DraftField = Exclude<keyof Draft, "hours">;

/** Step is a wizard step: 1 basics, 2 contact, 3 hours, 4 success. */
export type Step = 1 | 2 | 3 | 4;

/** LAST_FORM_STEP is the step whose button submits. */
export const LAST_FORM_STEP = 3;

/** Length limits of the fields, as the server enforces them (characters). */
export const LIMITS: Record<DraftField, number> & { hours: number } = {
  name: 200,
  category: 200,
  description: 5000,
  address: 200,
  city: 200,
  postal_code: 20,
  phone: 50,
  email: 254,
  website: 500,
  hours: 200,
};

/** STEP_FIELDS are the fields each form step shows, in order. */
export const STEP_FIELDS: Record<1 | 2, readonly DraftField[]> = {
  1: ["name", "category", "description"],
  2: ["address", "city", "postal_code", "phone", "email", "website"],
};

/** REQUIRED are the fields a step needs before Next (docs/forms.md, "Fields"); step 3 needs none. */
export const REQUIRED: Record<1 | 2 | 3, readonly DraftField[]> = {
  1: ["name", "category", "description"],
  2: ["address", "city", "postal_code", "phone", "email"],
  3: [],
};

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
const WEBSITE_SHAPE = /^(https?:\/\/)?[^\s/\\@:]+\.[^\s/\\@:]+(:\d+)?([/?#]\S*)?$/i;

/** Problem is why a field holds the wizard back. */
export type Problem = "missing" | "invalid";

/** emptyDraft is a draft with nothing filled in. */
export function emptyDraft(): Draft {
  return {
    name: "",
    category: "",
    description: "",
    address: "",
    city: "",
    postal_code: "",
    phone: "",
    email: "",
    website: "",
    hours: { monday: "", tuesday: "", wednesday: "", thursday: "", friday: "", saturday: "", sunday: "" },
  };
}

/**
 * stepProblems finds what keeps a step from going on: required fields that
 * are blank, an e-mail address that is not one, a website that is not a web
 * address (it may leave out https://), an unknown category.
 */
export function stepProblems(draft: Draft, step: Step): Partial<Record<DraftField, Problem>> {
  const problems: Partial<Record<DraftField, Problem>> = {};
  if (step === 4) return problems;
  for (const f of REQUIRED[step]) if (draft[f].trim() === "") problems[f] = "missing";
  if (step === 1 && !problems.category && !(SUBMISSION_CATEGORIES as readonly string[]).includes(draft.category)) {
    problems.category = "invalid";
  }
  if (step === 2) {
    if (!problems.email && !EMAIL_SHAPE.test(draft.email.trim())) problems.email = "invalid";
    const site = draft.website.trim();
    if (site !== "" && !WEBSITE_SHAPE.test(site)) problems.website = "invalid";
  }
  return problems;
}

/** canAdvance tells whether Next (or Submit on step 3) may leave the step. */
export function canAdvance(draft: Draft, step: Step): boolean {
  return step !== 4 && Object.keys(stepProblems(draft, step)).length === 0;
}

/** nextStep is the step after Next; the last form step stays (its button submits). */
export function nextStep(step: Step): Step {
  return step < LAST_FORM_STEP ? ((step + 1) as Step) : step;
}

/** previousStep is the step after Back; step 1 stays. */
export function previousStep(step: Step): Step {
  return step > 1 && step < 4 ? ((step - 1) as Step) : step;
}

/** firstIncompleteStep is the earliest step whose rules fail, or undefined when the draft is complete. */
export function firstIncompleteStep(draft: Draft): Step | undefined {
  return ([1, 2, 3] as const).find((s) => !canAdvance(draft, s));
}

/** SavedDraft is what the browser keeps between visits. */
export interface SavedDraft {
  step: Step;
  draft: Draft;
}

/**
 * parseSavedDraft reads a stored draft defensively: unknown keys are dropped,
 * non-text values become empty, a step is 1–3 (a finished wizard starts
 * again) and never beyond the first step whose rules fail.
 */
export function parseSavedDraft(raw: string | null): SavedDraft | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const v = value as { step?: unknown; draft?: Record<string, unknown> };
  const d = typeof v.draft === "object" && v.draft !== null ? v.draft : {};
  const draft = emptyDraft();
  for (const f of Object.keys(draft) as (keyof Draft)[]) {
    if (f === "hours") continue;
    if (typeof d[f] === "string") draft[f] = (d[f] as string).slice(0, LIMITS[f]);
  }
  const hours = typeof d.hours === "object" && d.hours !== null ? (d.hours as Record<string, unknown>) : {};
  for (const day of WEEKDAYS)
    if (typeof hours[day] === "string") draft.hours[day] = (hours[day] as string).slice(0, LIMITS.hours);
  let step: Step = v.step === 2 || v.step === 3 ? v.step : 1;
  const incomplete = firstIncompleteStep(draft);
  if (incomplete !== undefined && incomplete < step) step = incomplete;
  return { step, draft };
}

/** submissionBody is the body of POST /api/submissions: the draft with only the filled-in days, and the honeypot. */
export function submissionBody(draft: Draft, honeypot: string) {
  const hours: Partial<Record<Weekday, string>> = {};
  for (const day of WEEKDAYS) if (draft.hours[day].trim() !== "") hours[day] = draft.hours[day];
  return { ...draft, hours, website2: honeypot };
}

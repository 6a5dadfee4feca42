import {
  canAdvance,
  emptyDraft,
  firstIncompleteStep,
  nextStep,
  parseSavedDraft,
  previousStep,
  stepProblems,
  submissionBody,
  type Draft,
} from "./step-rules";

function filled(): Draft {
  return {
    ...emptyDraft(),
    name: "Tischlerei Probst",
    category: "handwerker",
    description: "Möbel nach Maß.",
    address: "Werkstattweg 3",
    city: "Berlin",
    postal_code: "10115",
    phone: "030 1234567",
    email: "info@probst.example",
  };
}

describe("step rules", () => {
  it("step 1 needs name, category and description", () => {
    expect(stepProblems(emptyDraft(), 1)).toEqual({ name: "missing", category: "missing", description: "missing" });
    const d = filled();
    expect(canAdvance(d, 1)).toBe(true);
    expect(canAdvance({ ...d, name: "   " }, 1)).toBe(false);
    expect(stepProblems({ ...d, category: "restaurant" }, 1)).toEqual({ category: "invalid" });
  });

  it("step 2 needs address, city, postal code, phone and a valid e-mail; the website is optional but must be a web address", () => {
    expect(Object.keys(stepProblems({ ...emptyDraft(), name: "x" }, 2)).sort()).toEqual(
      ["address", "city", "email", "phone", "postal_code"].sort(),
    );
    const d = filled();
    expect(canAdvance(d, 2)).toBe(true);
    expect(stepProblems({ ...d, email: "info@probst" }, 2)).toEqual({ email: "invalid" });
    expect(canAdvance({ ...d, website: "www.probst.de" }, 2)).toBe(true);
    expect(canAdvance({ ...d, website: "https://probst.de/kontakt?x=1" }, 2)).toBe(true);
    expect(stepProblems({ ...d, website: "javascript:alert(1)" }, 2)).toEqual({ website: "invalid" });
    expect(stepProblems({ ...d, website: "probst" }, 2)).toEqual({ website: "invalid" });
  });

  it("step 3 needs nothing; step 4 never advances", () => {
    expect(canAdvance(emptyDraft(), 3)).toBe(true);
    expect(canAdvance(filled(), 4)).toBe(false);
  });

  it("moves between steps 1 to 3", () => {
    expect([nextStep(1), nextStep(2), nextStep(3)]).toEqual([2, 3, 3]);
    expect([previousStep(1), previousStep(2), previousStep(3), previousStep(4)]).toEqual([1, 1, 2, 4]);
    expect(firstIncompleteStep(emptyDraft())).toBe(1);
    expect(firstIncompleteStep({ ...filled(), phone: "" })).toBe(2);
    expect(firstIncompleteStep(filled())).toBeUndefined();
  });

  it("reads a saved draft defensively", () => {
    expect(parseSavedDraft(null)).toBeNull();
    expect(parseSavedDraft("{kaputt")).toBeNull();
    expect(parseSavedDraft("42")).toBeNull();
    const saved = parseSavedDraft(
      JSON.stringify({ step: 3, draft: { ...filled(), hours: { monday: "8-17", funday: "x" }, extra: 1 } }),
    );
    expect(saved?.step).toBe(3);
    expect(saved?.draft.hours).toEqual({ ...emptyDraft().hours, monday: "8-17" });
    expect(saved?.draft).not.toHaveProperty("extra");
    // A step beyond what the draft allows falls back to the first incomplete one; 4 starts again.
    expect(parseSavedDraft(JSON.stringify({ step: 3, draft: { name: "x" } }))?.step).toBe(1);
    expect(parseSavedDraft(JSON.stringify({ step: 4, draft: filled() }))?.step).toBe(1);
    expect(parseSavedDraft(JSON.stringify({ step: 2, draft: { name: 5, category: "handel", description: "d" } }))).toEqual({
      step: 1,
      draft: { ...emptyDraft(), category: "handel", description: "d" },
    });
  });

  it("sends only the filled-in days and the honeypot", () => {
    const d = { ...filled(), hours: { ...emptyDraft().hours, monday: "08:00–17:00", sunday: "  " } };
    expect(submissionBody(d, "")).toEqual({ ...filled(), hours: { monday: "08:00–17:00" }, website2: "" });
  });
});

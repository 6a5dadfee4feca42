import { countItems, filterFaq, type FaqGroup } from "./filter-faq";

const groups: FaqGroup[] = [
  {
    key: "a",
    title: "A",
    color: "blue",
    items: [
      { question: "Kann ich nach Postleitzahl suchen?", answer: "Ja, nach PLZ oder Ort." },
      { question: "Kostet das etwas?", answer: "Nein." },
    ],
  },
  { key: "b", title: "B", color: "green", items: [{ question: "Bewertungen?", answer: "Sie stammen aus Google." }] },
];

describe("filterFaq", () => {
  it("keeps everything for an empty query", () => {
    expect(filterFaq(groups, "")).toEqual(groups);
  });

  it("matches question or answer by substring, ignoring case, and drops empty groups", () => {
    expect(filterFaq(groups, "postLEITzahl").map((g) => g.items.map((i) => i.question))).toEqual([
      ["Kann ich nach Postleitzahl suchen?"],
    ]);
    const google = filterFaq(groups, "GOOGLE");
    expect(google.map((g) => g.key)).toEqual(["b"]);
    expect(countItems(filterFaq(groups, "n"))).toBe(3);
    expect(filterFaq(groups, "Telefon")).toEqual([]);
  });

  it("does not trim the query", () => {
    expect(countItems(filterFaq(groups, "  nein"))).toBe(0);
    expect(countItems(filterFaq(groups, " plz"))).toBe(1); // "nach PLZ" holds the space
    expect(countItems(filterFaq(groups, "ort "))).toBe(0); // "Ort." has no space after it
    expect(countItems(filterFaq(groups, "ort"))).toBe(1);
  });
});

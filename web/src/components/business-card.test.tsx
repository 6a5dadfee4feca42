// The card's markup is the server's, tested in internal/pages/list_pages_test.go (TestBusinessCard).
import { aBusiness } from "@/test/fixtures";
import { listable, reviewText } from "./business-card";

describe("reviewText", () => {
  it.each([
    [0, "Neu"],
    [undefined, "Neu"],
    [1, "1 Bewertung"],
    [2, "2 Bewertungen"],
    [1234, "1.234 Bewertungen"],
  ])("%s reviews → %s", (n, want) => {
    expect(reviewText(n, "de")).toBe(want);
  });

  it.each([
    [0, "New"],
    [1, "1 review"],
    [1234, "1,234 reviews"],
  ])("English: %s reviews → %s", (n, want) => {
    expect(reviewText(n, "en")).toBe(want);
  });
});

describe("listable", () => {
  it("hides businesses named Unavailable Business", () => {
    const got = listable([aBusiness({ id: 1 }), aBusiness({ id: 2, name: "Unavailable Business" })]);
    expect(got.map((b) => b.id)).toEqual([1]);
  });
});

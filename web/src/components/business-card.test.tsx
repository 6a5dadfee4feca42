import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "@/lib/router";
import { LocaleProvider } from "@/i18n/locale";
import { aBusiness } from "@/test/fixtures";
import { renderRoute } from "@/test/render";
import { STATUS_CASES, statusBadges } from "@/test/status-cases";
import { BusinessCard, listable, reviewText } from "./business-card";

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

describe("BusinessCard", () => {
  const renderCard = (overrides = {}) =>
    render(
      <MemoryRouter>
        <BusinessCard business={aBusiness(overrides)} />
      </MemoryRouter>,
    );

  it.each(STATUS_CASES)("shows the status %o under %s as %s", (status, locale, want) => {
    const { container } = renderRoute(<BusinessCard business={aBusiness(status)} />, { locale });
    expect(statusBadges(container)).toEqual(want === null ? [] : [want]);
  });

  it.each([
    ["de", 1.24, "1,2 km"],
    ["de", 0.04, "0,0 km"],
    ["de", 9.96, "10 km"],
    ["de", 12.6, "13 km"],
    ["en", 1.24, "1.2 km"],
    ["en", 1234.4, "1,234 km"],
  ] as const)("shows the distance in %s: %s km as %s", (locale, km, want) => {
    renderRoute(<BusinessCard business={aBusiness({ distanceKm: km })} />, { locale });
    expect(screen.getByTestId("distance")).toHaveTextContent(locale === "de" ? `Entfernung: ${want}` : `Distance: ${want}`);
    expect(screen.getByText(want)).toBeInTheDocument();
  });

  it("shows no distance when the list has none", () => {
    renderRoute(<BusinessCard business={aBusiness()} />);
    expect(screen.queryByTestId("distance")).toBeNull();
  });

  it("links to the url slug", () => {
    renderCard();
    expect(screen.getByRole("link", { name: "Autowerkstatt Müller" })).toHaveAttribute("href", "/muenchen/autowerkstatt-mueller");
  });

  it("links to /business/{id} without a slug", () => {
    renderCard({ urlSlug: "", id: 42 });
    expect(screen.getByRole("link", { name: "Autowerkstatt Müller" })).toHaveAttribute("href", "/business/42");
  });

  it("shows the thumbnail lazily in a fixed box, named after the business", () => {
    renderCard({
      thumbnail: "/media/photos/0123456789abcdef01234567-320.jpg",
      photos: ["/media/photos/0123456789abcdef01234567.jpg"],
    });
    const img = screen.getByRole("img", { name: "Autowerkstatt Müller" });
    expect(img).toHaveAttribute("src", "/media/photos/0123456789abcdef01234567-320.jpg");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).toHaveAttribute("width", "320");
    expect(img).toHaveAttribute("height", "180");
    expect(img.parentElement).toHaveClass("aspect-[16/9]");
    expect(screen.queryByTestId("photo-placeholder")).not.toBeInTheDocument();
  });

  it("shows the letter placeholder without a thumbnail (the 800 px photos are not for cards), and when it fails to load", () => {
    const { unmount } = renderCard({ thumbnail: undefined, photos: ["/media/photos/0123456789abcdef01234567.jpg"] });
    expect(screen.queryByRole("img", { name: "Autowerkstatt Müller" })).not.toBeInTheDocument();
    expect(screen.getByTestId("photo-placeholder")).toHaveTextContent("A");
    expect(screen.getByTestId("photo-placeholder").parentElement).toHaveClass("aspect-[16/9]");
    unmount();

    renderCard({ thumbnail: "/media/photos/0123456789abcdef01234567-320.jpg" });
    fireEvent.error(screen.getByRole("img", { name: "Autowerkstatt Müller" }));
    expect(screen.getByTestId("photo-placeholder")).toHaveTextContent("A");
  });

  it("speaks English under the English locale", () => {
    render(
      <LocaleProvider locale="en">
        <MemoryRouter>
          <BusinessCard business={aBusiness({ rating: 4.6, reviewCount: 1280 })} />
        </MemoryRouter>
      </LocaleProvider>,
    );
    expect(screen.getByText("1,280 reviews")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Rating 4.6 out of 5" })).toBeInTheDocument();
  });
});

describe("listable", () => {
  it("hides businesses named Unavailable Business", () => {
    const got = listable([aBusiness({ id: 1 }), aBusiness({ id: 2, name: "Unavailable Business" })]);
    expect(got.map((b) => b.id)).toEqual([1]);
  });
});

describe("BusinessCard labels", () => {
  const imported = {
    category: "Auto repair shop",
    categoryLabels: { de: "Autowerkstatt", en: "Auto repair shop" },
    address: "",
    city: "Zürich",
    country_code: "CH",
    country: "Switzerland",
  };
  const renderIn = (locale: "de" | "en", overrides = {}) =>
    render(
      <LocaleProvider locale={locale}>
        <MemoryRouter>
          <BusinessCard business={aBusiness(overrides)} />
        </MemoryRouter>
      </LocaleProvider>,
    );

  it("shows the category's German name and the country outside Germany", () => {
    renderIn("de", imported);
    expect(screen.getByText("Autowerkstatt")).toBeInTheDocument();
    expect(screen.queryByText("Auto repair shop")).toBeNull();
    expect(screen.getByText("Zürich, Schweiz")).toBeInTheDocument();
  });

  it("shows the English name and country under English", () => {
    renderIn("en", imported);
    expect(screen.getByText("Auto repair shop")).toBeInTheDocument();
    expect(screen.getByText("Zürich, Switzerland")).toBeInTheDocument();
  });

  it("names no country for a German business, and the raw category without names", () => {
    renderIn("de", { category: "Kfz-Werkstatt", categoryLabels: undefined });
    expect(screen.getByText("Kfz-Werkstatt")).toBeInTheDocument();
    expect(screen.getByText("Leopoldstraße 12, 80802 München")).toBeInTheDocument();
  });
});

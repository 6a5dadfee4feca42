import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "@/lib/router";
import { LocaleProvider, type Locale } from "@/i18n/locale";
import { renderRoute } from "@/test/render";
import NotFoundPage from "./not-found-page";

function renderUnknown(locale: Locale = "de") {
  return renderRoute(<NotFoundPage />, { path: "/gibt-es-nicht", url: "/gibt-es-nicht", locale });
}

describe("NotFoundPage", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("shows the German notice with a link home", () => {
    renderUnknown();
    expect(screen.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeInTheDocument();
    expect(
      screen.getByText("Die gesuchte Seite gibt es nicht. Sie werden in 3 Sekunden zur Startseite weitergeleitet."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
  });

  it("shows the English notice under the English locale", () => {
    renderUnknown("en");
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("redirects to / after 3 seconds and not before", () => {
    renderUnknown();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByTestId("location")).toHaveTextContent("/gibt-es-nicht");
    expect(screen.getByRole("heading", { name: "Seite nicht gefunden" })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
    expect(screen.getByText("other route")).toBeInTheDocument();
  });

  it("redirects to the English start page /en under the English locale", () => {
    render(
      <LocaleProvider locale="en">
        <MemoryRouter basename="/en" initialEntries={["/en/gibt-es-nicht"]}>
          <Routes>
            <Route path="/" element={<p>English start</p>} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </MemoryRouter>
      </LocaleProvider>,
    );
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/en");
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText("English start")).toBeInTheDocument();
  });
});

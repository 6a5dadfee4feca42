import { act, screen } from "@testing-library/react";
import { renderRoute } from "@/test/render";
import NotFoundPage from "./not-found-page";

function renderUnknown() {
  return renderRoute(<NotFoundPage />, { path: "/gibt-es-nicht", url: "/gibt-es-nicht" });
}

describe("NotFoundPage", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("shows the Turkish notice with a link home", () => {
    const { container } = renderUnknown();
    expect(screen.getByRole("heading", { level: 1, name: "Sayfa bulunamadı" })).toBeInTheDocument();
    expect(
      screen.getByText("Aradığınız sayfa bulunamadı. 3 saniye içinde ana sayfaya yönlendirileceksiniz."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ana sayfaya dön" })).toHaveAttribute("href", "/");
    expect(container.querySelector('[lang="tr"]')).toContainElement(screen.getByRole("heading", { level: 1 }));
    expect(document.title).toBe("Seite nicht gefunden | Branchenbuch");
  });

  it("redirects to / after 3 seconds and not before", () => {
    renderUnknown();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByTestId("location")).toHaveTextContent("/gibt-es-nicht");
    expect(screen.getByRole("heading", { name: "Sayfa bulunamadı" })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
    expect(screen.getByText("other route")).toBeInTheDocument();
  });
});

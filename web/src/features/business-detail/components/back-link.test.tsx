import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, useLocation } from "@/lib/router";
import { BackLink } from "./back-link";

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function renderWithHistory() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/businesses?query=kfz&page=3", "/muenchen/autowerkstatt-mueller"]} initialIndex={1}>
        <BackLink />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("BackLink", () => {
  afterEach(() => window.history.replaceState(null, ""));

  it("goes back in history when the visitor came from a page of the app", () => {
    window.history.replaceState({ idx: 1 }, "");
    renderWithHistory();
    fireEvent.click(screen.getByRole("link", { name: "Zurück zur Suche" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/businesses?query=kfz&page=3");
  });

  it("opens /businesses when the page was opened directly", () => {
    renderWithHistory();
    const link = screen.getByRole("link", { name: "Zurück zur Suche" });
    expect(link).toHaveAttribute("href", "/businesses");
    fireEvent.click(link);
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/businesses$/);
  });
});

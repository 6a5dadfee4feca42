import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useNavigate } from "@/lib/router";
import { RootLayout } from "./root-layout";

// The server's frame around the app's root, as far as the layout touches it.
const frame = `<header><nav><a href="/" data-nav="/" data-nav-end>Startseite</a><a href="/businesses" data-nav="/businesses">Unternehmen</a></nav></header>
<a href="/en" data-language-switch="en">English</a>`;

function GoToSearch() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate("/businesses?query=kfz")}>
      suchen
    </button>
  );
}

describe("RootLayout", () => {
  beforeEach(() => (document.body.innerHTML = frame));

  it("renders the page and follows a client navigation in the server's frame", async () => {
    window.history.replaceState(null, "", "/");
    render(
      <MemoryRouter initialEntries={["/"]}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="/" element={<GoToSearch />} />
            <Route path="/businesses" element={<p>Suche</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
      { container: document.body.appendChild(document.createElement("div")) },
    );
    expect(document.querySelector('a[data-nav="/"]')).toHaveAttribute("aria-current", "page");
    window.history.replaceState(null, "", "/businesses?query=kfz"); // the browser router's address
    screen.getByRole("button", { name: "suchen" }).click();
    expect(await screen.findByText("Suche")).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('a[data-nav="/businesses"]')).toHaveAttribute("aria-current", "page"));
    expect(document.querySelector('a[data-nav="/"]')).not.toHaveAttribute("aria-current");
    expect(document.querySelector("a[data-language-switch]")).toHaveAttribute("href", "/en/businesses?query=kfz");
  });
});

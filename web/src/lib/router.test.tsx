import { act, fireEvent, render, screen } from "@testing-library/react";
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from "./router";

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function Params() {
  return <p>params {JSON.stringify(useParams())}</p>;
}

// The storefront's patterns, in the manifest's order, the panel's in a second layout as in the app.
const table = (
  <Routes>
    <Route
      element={
        <section data-testid="frame">
          <Outlet />
        </section>
      }
    >
      <Route path="/" element={<p>start</p>} />
      <Route path="/city/:city" element={<Params />} />
      <Route path="/:city/:slug" element={<Params />} />
      <Route path="*" element={<p>not found</p>} />
    </Route>
    <Route element={<Outlet />}>
      <Route path="/admin" element={<p>panel</p>} />
    </Route>
  </Routes>
);

const at = (url: string, basename?: string) =>
  render(
    <MemoryRouter initialEntries={[url]} basename={basename}>
      {table}
      <Where />
    </MemoryRouter>,
  );

describe("Routes", () => {
  it.each([
    ["/", "start"],
    ["/city/Frankfurt%20(Oder)", 'params {"city":"Frankfurt (Oder)"}'],
    ["/muenchen/autowerkstatt-mueller", 'params {"city":"muenchen","slug":"autowerkstatt-mueller"}'],
    ["/admin", "panel"],
    ["/gibt/es/nicht", "not found"],
    ["/help/", "not found"],
  ])("%s shows %s: static segments before parameters before the catch-all", (url, text) => {
    at(url);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("renders a route inside its layout", () => {
    at("/");
    expect(screen.getByTestId("frame")).toHaveTextContent("start");
  });

  it("matches inside the basename and writes links with it", () => {
    render(
      <MemoryRouter initialEntries={["/en/city/Berlin"]} basename="/en">
        {table}
        <Link to="/">home</Link>
        <Link to="/help">help</Link>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByText('params {"city":"Berlin"}')).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "home" })).toHaveAttribute("href", "/en");
    expect(screen.getByRole("link", { name: "help" })).toHaveAttribute("href", "/en/help");
    fireEvent.click(screen.getByRole("link", { name: "help" }));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/help$/);
  });
});

describe("NavLink", () => {
  function Nav() {
    return (
      <>
        <NavLink to="/" end className={({ isActive }) => (isActive ? "on" : "off")}>
          Startseite
        </NavLink>
        <NavLink to="/categories">Kategorien</NavLink>
      </>
    );
  }
  it("marks the current page and, without end, the pages below it", () => {
    render(
      <MemoryRouter initialEntries={["/categories/handwerker"]}>
        <Nav />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Kategorien" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Startseite" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Startseite" })).toHaveClass("off");
  });
});

describe("useSearchParams", () => {
  function Pager() {
    const [params, setParams] = useSearchParams();
    const navigate = useNavigate();
    return (
      <>
        <button onClick={() => setParams((p) => ({ ...Object.fromEntries(p), page: "2" }))}>weiter</button>
        <button onClick={() => setParams({ query: "kfz" }, { replace: true })}>ersetzen</button>
        <button onClick={() => navigate(-1)}>zurück</button>
        <p>page {params.get("page") ?? "1"}</p>
      </>
    );
  }
  it("adds an entry, replaces one, and goes back", () => {
    render(
      <MemoryRouter initialEntries={["/businesses?query=friseur"]}>
        <Pager />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByText("weiter"));
    expect(screen.getByTestId("location")).toHaveTextContent("/businesses?query=friseur&page=2");
    expect(screen.getByText("page 2")).toBeInTheDocument();
    fireEvent.click(screen.getByText("ersetzen"));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/businesses\?query=kfz$/);
    fireEvent.click(screen.getByText("zurück"));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/businesses\?query=friseur$/);
  });
});

describe("BrowserRouter", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("numbers the history entries and follows the browser's back button", async () => {
    window.history.replaceState(null, "", "/en/help");
    function Go() {
      const navigate = useNavigate();
      return <button onClick={() => navigate("/city/Berlin")}>Berlin</button>;
    }
    render(
      <BrowserRouter basename="/en">
        <Go />
        <Where />
      </BrowserRouter>,
    );
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/help$/);
    expect(window.history.state).toMatchObject({ idx: 0 });
    fireEvent.click(screen.getByText("Berlin"));
    expect(window.location.pathname).toBe("/en/city/Berlin");
    expect(window.history.state).toMatchObject({ idx: 1 });
    expect(screen.getByTestId("location")).toHaveTextContent("/city/Berlin");
    await act(async () => {
      window.history.back();
      await new Promise((r) => window.addEventListener("popstate", r, { once: true }));
    });
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/help$/);
  });
});

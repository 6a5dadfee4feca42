import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch } from "@/test/render";
import { sessionKey } from "./api/get-session";
import { adminApi, json, lastBody, renderAdmin, requests } from "./test-helpers";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const loggedOut = () => json(401, { error: "Nicht angemeldet" });

describe("AdminPage gate", () => {
  it("shows the password gate when the session check answers 401, and no admin data is fetched", async () => {
    const { fn } = adminApi({ "/api/admin/session": loggedOut });
    renderAdmin();

    expect(await screen.findByLabelText("Şifre")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Giriş Yap" })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Dashboard" })).not.toBeInTheDocument();
    expect(requests(fn, "/api/admin/stats")).toHaveLength(0);
  });

  it("says 'Geçersiz şifre!' on a wrong password and unlocks on the right one", async () => {
    const { fn } = adminApi({
      "/api/admin/session": loggedOut,
      "/api/admin/login": () => {
        const body = lastBody<{ password: string }>(fn);
        return body.password === "richtig"
          ? { ok: true, expiresAt: "2030-01-01T00:00:00Z" }
          : json(401, { error: "Geçersiz şifre!" });
      },
    });
    renderAdmin();

    await userEvent.type(await screen.findByLabelText("Şifre"), "falsch");
    await userEvent.click(screen.getByRole("button", { name: "Giriş Yap" }));
    expect(await screen.findByText("Geçersiz şifre!")).toBeInTheDocument();
    expect(screen.getByLabelText("Şifre")).toHaveValue("");

    await userEvent.type(screen.getByLabelText("Şifre"), "richtig");
    await userEvent.click(screen.getByRole("button", { name: "Giriş Yap" }));
    expect(await screen.findByRole("tab", { name: "Dashboard", selected: true })).toBeInTheDocument();
    expect(await screen.findByText("5.000")).toBeInTheDocument();

    const logins = requests(fn, "/api/admin/login");
    expect(logins.map((l) => [l.method, l.body])).toEqual([
      ["POST", { password: "falsch" }],
      ["POST", { password: "richtig" }],
    ]);
    expect(logins[0].headers.get("Content-Type")).toBe("application/json");
    expect(logins[0].credentials).toBe("include");
  });

  it("opens the panel directly when the session is valid", async () => {
    adminApi();
    renderAdmin();
    expect(await screen.findByRole("tab", { name: "Dashboard", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Yönetim Paneli" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Şifre")).not.toBeInTheDocument();
  });

  it("shows the server's message when logins are throttled (429), without retrying", async () => {
    const text = "Zu viele Anmeldeversuche. Bitte in 60 Sekunden erneut versuchen.";
    const { fn } = adminApi({
      "/api/admin/session": loggedOut,
      "/api/admin/login": () => json(429, { error: text }),
    });
    renderAdmin();
    await userEvent.type(await screen.findByLabelText("Şifre"), "egal");
    await userEvent.click(screen.getByRole("button", { name: "Giriş Yap" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(requests(fn, "/api/admin/login")).toHaveLength(1);
  });

  it("goes back to the gate when an admin call answers 401 mid-session", async () => {
    adminApi({ "/api/admin/stats": () => json(401, { error: "Sitzung abgelaufen" }) });
    renderAdmin();
    expect(await screen.findByLabelText("Şifre")).toBeInTheDocument();
    expect(screen.getByText("Oturumunuz sona erdi. Lütfen tekrar giriş yapın.")).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Dashboard" })).not.toBeInTheDocument();
  });

  it("Exit Panel ends the session on the server and goes to /", async () => {
    const { fn } = adminApi({ "/api/admin/logout": () => new Response(null, { status: 204 }) });
    const { client } = renderAdmin();
    await userEvent.click(await screen.findByRole("button", { name: "Panelden Çık" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
    expect(requests(fn, "/api/admin/logout").map((r) => r.method)).toEqual(["POST"]);
    expect(screen.getByText("other route")).toBeInTheDocument();
    // A return to /admin in the same page load asks for the password again.
    expect(client.getQueryData(sessionKey)).toMatchObject({ authenticated: false });
    expect(client.getQueryData(["api", "admin", "stats"])).toBeUndefined();
  });

  it("links back to the home page", async () => {
    adminApi();
    renderAdmin();
    expect(await screen.findByRole("link", { name: "Ana Sayfaya Dön" })).toHaveAttribute("href", "/");
  });
});

describe("AdminPage tabs", () => {
  it("has the three tabs; arrow keys move between them and the URL keeps the tab", async () => {
    adminApi();
    renderAdmin();
    const tablist = await screen.findByRole("tablist", { name: "Panel bölümleri" });
    expect(
      within(tablist)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["Dashboard", "Site Ayarları", "İşletmeler"]);

    screen.getByRole("tab", { name: "Dashboard" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Site Ayarları" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Site Ayarları" })).toHaveFocus();
    expect(screen.getByTestId("location")).toHaveTextContent("/admin?tab=settings");
    expect(await screen.findByLabelText("Site Başlığı")).toHaveValue("Branchenbuch");

    await userEvent.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "İşletmeler" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Başvurular", selected: true })).toBeInTheDocument();
  });

  it("opens the tab named in the URL", async () => {
    adminApi();
    renderAdmin("/admin?tab=settings");
    expect(await screen.findByRole("tab", { name: "Site Ayarları", selected: true })).toBeInTheDocument();
  });
});

describe("AdminPage without an answer", () => {
  it("shows the gate when the session check fails for another reason", async () => {
    mockFetch({ "/api/admin/session": () => json(403, { error: "nein" }) });
    renderAdmin();
    expect(await screen.findByLabelText("Şifre")).toBeInTheDocument();
  });
});

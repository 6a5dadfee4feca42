import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LocaleProvider } from "@/i18n/locale";
import { mockFetch, renderRoute } from "@/test/render";
import ContactPage from "./contact-page";

afterEach(() => vi.unstubAllGlobals());

function renderPage(locale: "de" | "en" = "de") {
  return renderRoute(
    <LocaleProvider locale={locale}>
      <ContactPage />
    </LocaleProvider>,
    { path: "/contact", url: "/contact" },
  );
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, email = "erika@beispiel.de") {
  await user.type(screen.getByRole("textbox", { name: "Name" }), "Erika Muster");
  await user.type(screen.getByRole("textbox", { name: "E-Mail-Adresse" }), email);
  await user.selectOptions(screen.getByRole("combobox", { name: "Anliegen" }), "business");
  await user.type(screen.getByRole("textbox", { name: "Betreff" }), "Falsche Telefonnummer");
  await user.type(screen.getByRole("textbox", { name: "Nachricht" }), "Die Nummer der Bäckerei Beispiel stimmt nicht.");
}

describe("ContactPage", () => {
  it("shows one heading, the 24-hour promise, the info cards and the FAQ", () => {
    renderPage();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: "Kontakt" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Antwort in 24 Stunden" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Unternehmen eintragen" })).toHaveAttribute("href", "/add-business");
    expect(screen.getByRole("heading", { name: "Häufige Fragen" })).toBeInTheDocument();
    const category = screen.getByRole("combobox", { name: "Anliegen" });
    expect(
      within(category)
        .getAllByRole("option")
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(["", "general", "business", "support", "partnership", "feedback"]);
    expect(screen.getByRole("textbox", { name: "Betreff" })).toHaveAttribute("maxLength", "200");
    expect(screen.getByRole("textbox", { name: "Nachricht" })).toHaveAttribute("maxLength", "5000");
  });

  it("refuses empty fields and a malformed e-mail without calling the server, focusing the first problem", async () => {
    const { fn } = mockFetch({});
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(screen.getByRole("button", { name: "Nachricht senden" }));
    const name = screen.getByRole("textbox", { name: "Name" });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Bitte geben Sie Ihren Namen an.");
    expect(screen.getByRole("combobox", { name: "Anliegen" })).toHaveAccessibleDescription("Bitte wählen Sie ein Anliegen.");

    await fillForm(user, "erika@beispiel");
    await user.click(screen.getByRole("button", { name: "Nachricht senden" }));
    const email = screen.getByRole("textbox", { name: "E-Mail-Adresse" });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(fn).not.toHaveBeenCalled();
  });

  it("sends the message as JSON with the empty honeypot, then resets the form and shows the toast", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const fn = vi.fn(async () => {
      await gate;
      return new Response(JSON.stringify({ id: 7 }), { status: 201, headers: { "Content-Type": "application/json" } });
    });
    vi.stubGlobal("fetch", fn);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Nachricht senden" }));
    expect(await screen.findByRole("button", { name: "Wird gesendet …" })).toBeDisabled();
    release();
    expect(await screen.findByText("Nachricht gesendet!")).toBeInTheDocument();
    expect(screen.getByText(/Ihre Nachricht ist bei uns angekommen/)).toHaveAttribute("role", "status");
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Anliegen" })).toHaveValue("");
    expect(screen.getByRole("button", { name: "Nachricht senden" })).toBeEnabled();

    const [url, init] = fn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/contact");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Erika Muster",
      email: "erika@beispiel.de",
      category: "business",
      subject: "Falsche Telefonnummer",
      message: "Die Nummer der Bäckerei Beispiel stimmt nicht.",
      website2: "",
    });
  });

  it("hides the honeypot from people", () => {
    renderPage();
    const trap = document.getElementById("website2") as HTMLInputElement;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: "Website" })).toBeNull();
  });

  it("shows the server's refusal in the form and keeps the input", async () => {
    mockFetch({
      "/api/contact": new Response(JSON.stringify({ error: "Der Betreff ist zu lang (höchstens 200 Zeichen)." }), {
        status: 400,
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Nachricht senden" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Der Betreff ist zu lang (höchstens 200 Zeichen).");
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Erika Muster");
    expect(screen.queryByText("Nachricht gesendet!")).toBeNull();
  });

  it("says when to try again after a 429", async () => {
    mockFetch({
      "/api/contact": new Response(JSON.stringify({ error: "Zu viele Nachrichten." }), {
        status: 429,
        headers: { "Retry-After": "120" },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillForm(user);
    const before = Date.now();
    await user.click(screen.getByRole("button", { name: "Nachricht senden" }));
    const alert = await screen.findByRole("alert");
    const at = new Date(before + 120_000).toLocaleTimeString("de-DE", { hour: "2-digit", minute: "2-digit" });
    expect(alert).toHaveTextContent(`Zu viele Nachrichten. Sie können es ab ${at} Uhr erneut versuchen.`);
  });

  it("speaks English in the English locale", async () => {
    mockFetch({});
    renderPage("en");
    expect(screen.getByRole("heading", { level: 1, name: "Contact" })).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription("Please enter your name."),
    );
  });
});

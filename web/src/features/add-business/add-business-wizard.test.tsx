import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AddBusinessIsland } from "./add-business-island";
import { DRAFT_STORAGE_KEY } from "./hooks/use-saved-draft";

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

// The wizard as the island mounts it: no router, no query client around it.
function renderPage(locale: "de" | "en" = "de") {
  return render(<AddBusinessIsland locale={locale} />);
}

const box = (name: string) => screen.getByRole("textbox", { name });
const next = () => screen.getByRole("button", { name: "Weiter" });

async function fillStep1(user: ReturnType<typeof userEvent.setup>) {
  await user.type(box("Name des Unternehmens"), "Tischlerei Probst");
  await user.selectOptions(screen.getByRole("combobox", { name: "Kategorie" }), "handwerker");
  await user.type(box("Beschreibung"), "Möbel nach Maß.");
}

async function fillStep2(user: ReturnType<typeof userEvent.setup>) {
  await user.type(box("Straße und Hausnummer"), "Werkstattweg 3");
  await user.type(box("Stadt"), "Berlin");
  await user.type(box("Postleitzahl"), "10115");
  await user.type(box("Telefon"), "030 1234567");
  await user.type(box("E-Mail-Adresse"), "info@probst.example");
}

describe("the add-business wizard island", () => {
  it("offers the ten categories with their German names and shows the benefits and progress on step 1", () => {
    renderPage();
    const options = within(screen.getByRole("combobox", { name: "Kategorie" })).getAllByRole("option");
    expect(options.slice(1).map((o) => [(o as HTMLOptionElement).value, o.textContent])).toEqual([
      ["kfz-werkstatt", "KFZ-Werkstätten"],
      ["handwerker", "Handwerker"],
      ["dienstleister", "Dienstleister"],
      ["handel", "Handel"],
      ["gastronomie", "Gastronomie"],
      ["gesundheit", "Gesundheit"],
      ["bildung", "Bildung"],
      ["immobilien", "Immobilien"],
      ["transport", "Transport"],
      ["sonstiges", "Sonstiges"],
    ]);
    expect(screen.getByRole("heading", { name: "Ihre Vorteile" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
  });

  it("goes on only when the step's required fields are filled, and back keeps the input", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(next());
    expect(box("Name des Unternehmens")).toHaveFocus();
    expect(box("Name des Unternehmens")).toHaveAccessibleDescription("Bitte geben Sie den Namen des Unternehmens an.");
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");

    await fillStep1(user);
    await user.click(next());
    expect(screen.getByRole("heading", { level: 2, name: "Kontakt & Adresse" })).toHaveFocus();
    expect(screen.queryByRole("heading", { name: "Ihre Vorteile" })).toBeNull();
    expect(box("Webseite")).not.toBeRequired();

    await user.type(box("Straße und Hausnummer"), "Werkstattweg 3");
    await user.click(next());
    expect(box("Stadt")).toHaveFocus();
    expect(screen.getByRole("heading", { level: 2, name: "Kontakt & Adresse" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Zurück" }));
    expect(box("Name des Unternehmens")).toHaveValue("Tischlerei Probst");
    expect(screen.getByRole("heading", { name: "Ihre Vorteile" })).toBeInTheDocument();
  });

  it("keeps the draft and the step across a reload", async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderPage();
    await fillStep1(user);
    await user.click(next());
    await user.type(box("Stadt"), "Köln");
    first.unmount();

    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY)!)).toMatchObject({ step: 2, draft: { city: "Köln" } });
    renderPage();
    expect(screen.getByRole("heading", { level: 2, name: "Kontakt & Adresse" })).toBeInTheDocument();
    expect(box("Stadt")).toHaveValue("Köln");
    await user.click(screen.getByRole("button", { name: "Zurück" }));
    expect(box("Beschreibung")).toHaveValue("Möbel nach Maß.");
  });

  it("submits the draft, shows step 4 without progress bar, toasts and forgets the draft", async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ id: 3 }), { status: 201, headers: { "Content-Type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillStep1(user);
    await user.click(next());
    await fillStep2(user);
    await user.click(next());
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "3");
    await user.type(box("Montag"), "08:00–17:00");
    await user.click(screen.getByRole("button", { name: "Eintrag absenden" }));

    expect(await screen.findByText("Erfolgreich eingereicht!")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Vielen Dank für Ihren Eintrag!" })).toHaveFocus();
    expect(screen.getByText(/„Tischlerei Probst“ ist bei uns eingegangen/)).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Ihre Vorteile" })).toBeNull();
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/submissions");
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Tischlerei Probst",
      category: "handwerker",
      description: "Möbel nach Maß.",
      address: "Werkstattweg 3",
      city: "Berlin",
      postal_code: "10115",
      phone: "030 1234567",
      email: "info@probst.example",
      website: "",
      hours: { monday: "08:00–17:00" },
      website2: "",
    });

    expect(screen.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
    await user.click(screen.getByRole("button", { name: "Weiteres Unternehmen eintragen" }));
    expect(box("Name des Unternehmens")).toHaveValue("");
  });

  it("shows the server's refusal on the last step and keeps the draft", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: "Die Angabe für Montag ist zu lang (höchstens 200 Zeichen)." }), { status: 400 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillStep1(user);
    await user.click(next());
    await fillStep2(user);
    await user.click(next());
    await user.click(screen.getByRole("button", { name: "Eintrag absenden" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Die Angabe für Montag ist zu lang (höchstens 200 Zeichen).");
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "3");
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY)!)).toMatchObject({ step: 3, draft: { name: "Tischlerei Probst" } });
  });

  it("says when to try again after a 429", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: "Zu viele Einträge in kurzer Zeit." }), {
            status: 429,
            headers: { "Retry-After": "600" },
          }),
      ),
    );
    localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        step: 3,
        draft: {
          name: "A",
          category: "handel",
          description: "B",
          address: "C 1",
          city: "Berlin",
          postal_code: "10115",
          phone: "1",
          email: "a@b.de",
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    const before = Date.now();
    await act(() => user.click(screen.getByRole("button", { name: "Eintrag absenden" })));
    const at = new Date(before + 600_000).toLocaleTimeString("de-DE", { hour: "2-digit", minute: "2-digit" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `Zu viele Einträge in kurzer Zeit. Sie können es ab ${at} Uhr erneut versuchen.`,
    );
  });

  it("tries once more after a second when no answer comes, then says the connection failed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fn = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", fn);
    localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        step: 3,
        draft: {
          name: "A",
          category: "handel",
          description: "B",
          address: "C 1",
          city: "Berlin",
          postal_code: "10115",
          phone: "1",
          email: "a@b.de",
        },
      }),
    );
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await user.click(screen.getByRole("button", { name: "Eintrag absenden" }));
    expect(screen.getByRole("button", { name: "Wird gesendet …" })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole("alert")).toHaveTextContent("Der Eintrag konnte nicht gesendet werden.");
    expect(fn).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it("speaks English in the English locale, with the English start page", async () => {
    renderPage("en");
    expect(screen.getByRole("heading", { level: 2, name: "Business" })).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("textbox", { name: "Business name" })).toHaveAccessibleDescription(/name/i);
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch } from "@/test/render";
import { startContactForm } from "./contact-form";

// The contact form as the server renders it (internal/pages/templates/contact.html), reduced to what the island uses.
const field = (id: string, label: string, input: string) =>
  `<div data-field><label for="contact-${id}">${label}<span aria-hidden="true">*</span></label>${input}</div>`;
const page = (lang: "de" | "en") => `<form novalidate data-contact-form data-sending="Wird gesendet …"
 data-network="Die Nachricht konnte nicht gesendet werden." data-retry-at="Sie können es ab {time} Uhr erneut versuchen."
 data-error-name="Bitte geben Sie Ihren Namen an." data-error-email="Bitte geben Sie Ihre E-Mail-Adresse an."
 data-error-email-invalid="Bitte geben Sie eine gültige E-Mail-Adresse an (z. B. name@beispiel.de)."
 data-error-category="Bitte wählen Sie ein Anliegen." data-error-subject="Bitte geben Sie einen Betreff an."
 data-error-message="Bitte schreiben Sie eine Nachricht." lang="${lang}">
${field("name", "Name", `<input id="contact-name" class="border-slate-300">`)}
${field("email", "E-Mail-Adresse", `<input id="contact-email" type="email" class="border-slate-300">`)}
${field("category", "Anliegen", `<select id="contact-category"><option value="">Bitte wählen</option><option value="general">Allgemein</option><option value="business">Unternehmenseintrag</option></select>`)}
${field("subject", "Betreff", `<input id="contact-subject">`)}
${field("message", "Nachricht", `<textarea id="contact-message" aria-describedby="contact-message-hint"></textarea><p id="contact-message-hint">Nennen Sie Namen und Ort.</p>`)}
<div aria-hidden="true"><label for="website2">Website</label><input id="website2" name="website2" type="text" tabindex="-1"></div>
<p role="status" hidden data-contact-sent>Vielen Dank! Ihre Nachricht ist bei uns angekommen.</p>
<button type="submit" aria-disabled="false">Nachricht senden</button></form>
<div role="region" aria-label="Benachrichtigungen (F8)"><ol tabindex="-1" data-toasts></ol></div>
<template data-toast><li role="status"><div>Nachricht gesendet!</div><div>Wir antworten Ihnen innerhalb von 24 Stunden.</div><button type="button" aria-label="Schließen" data-toast-close>x</button></li></template>`;

function start(path = "/contact") {
  window.history.replaceState(null, "", path);
  document.body.innerHTML = page(path.startsWith("/en") ? "en" : "de");
  startContactForm();
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, email = "erika@beispiel.de") {
  await user.type(screen.getByRole("textbox", { name: "Name" }), "Erika Muster");
  await user.type(screen.getByRole("textbox", { name: "E-Mail-Adresse" }), email);
  await user.selectOptions(screen.getByRole("combobox", { name: "Anliegen" }), "business");
  await user.type(screen.getByRole("textbox", { name: "Betreff" }), "Falsche Telefonnummer");
  await user.type(screen.getByRole("textbox", { name: "Nachricht" }), "Die Nummer der Bäckerei Beispiel stimmt nicht.");
}

const send = () => screen.getByRole("button", { name: /Nachricht senden|Wird gesendet/ });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the contact form island", () => {
  it("refuses empty fields and a malformed e-mail without calling the server, focusing the first problem", async () => {
    const { fn } = mockFetch({});
    start();
    const user = userEvent.setup({ delay: null });
    await user.click(send());
    const name = screen.getByRole("textbox", { name: "Name" });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Bitte geben Sie Ihren Namen an.");
    expect(screen.getByRole("combobox", { name: "Anliegen" })).toHaveAccessibleDescription("Bitte wählen Sie ein Anliegen.");
    expect(screen.getByRole("textbox", { name: "Nachricht" })).toHaveAccessibleDescription(
      "Nennen Sie Namen und Ort. Bitte schreiben Sie eine Nachricht.",
    );

    await fillForm(user, "erika@beispiel");
    expect(name).not.toHaveAttribute("aria-invalid"); // typing takes the problem back
    await user.click(send());
    const email = screen.getByRole("textbox", { name: "E-Mail-Adresse" });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("textbox", { name: "Nachricht" })).toHaveAccessibleDescription("Nennen Sie Namen und Ort.");
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
    start();
    const user = userEvent.setup({ delay: null });
    await fillForm(user);
    await user.click(send());
    expect(screen.getByRole("button", { name: "Wird gesendet …" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Wird gesendet …" })).toHaveAttribute("aria-disabled", "true");
    release();
    const toast = await screen.findByRole("region", { name: "Benachrichtigungen (F8)" });
    expect(await within(toast).findByText("Nachricht gesendet!")).toBeInTheDocument();
    expect(screen.getByText(/Ihre Nachricht ist bei uns angekommen/)).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Anliegen" })).toHaveValue("");
    expect(send()).toBeEnabled();

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

    await user.type(screen.getByRole("textbox", { name: "Name" }), "E");
    expect(screen.getByText(/Ihre Nachricht ist bei uns angekommen/)).not.toBeVisible(); // a new message begins
    await user.click(within(toast).getByRole("button", { name: "Schließen" }));
    expect(within(toast).queryByText("Nachricht gesendet!")).toBeNull();
  });

  it("closes the toast after 5 seconds, one toast at a time", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ "/api/contact": { id: 1 } });
    start();
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    for (let i = 0; i < 2; i++) {
      await fillForm(user);
      await user.click(send());
      await screen.findByText(/Ihre Nachricht ist bei uns angekommen/);
      await waitFor(() => expect(document.querySelectorAll("[data-toasts] li")).toHaveLength(1));
    }
    vi.advanceTimersByTime(4900);
    expect(document.querySelectorAll("[data-toasts] li")).toHaveLength(1);
    vi.advanceTimersByTime(200);
    expect(document.querySelectorAll("[data-toasts] li")).toHaveLength(0);
  });

  it("posts what a bot put in the honeypot", async () => {
    const { fn } = mockFetch({ "/api/contact": { id: 1 } });
    start();
    const user = userEvent.setup({ delay: null });
    await fillForm(user);
    (document.getElementById("website2") as HTMLInputElement).value = "http://spam.example";
    await user.click(send());
    await waitFor(() => expect(fn).toHaveBeenCalled());
    expect(JSON.parse(String((fn.mock.calls[0] as unknown as [string, RequestInit])[1].body)).website2).toBe(
      "http://spam.example",
    );
  });

  it("shows the server's refusal in the form, focused, and keeps the input", async () => {
    mockFetch({
      "/api/contact": () =>
        new Response(JSON.stringify({ error: "Der Betreff ist zu lang (höchstens 200 Zeichen)." }), { status: 400 }),
    });
    start();
    const user = userEvent.setup({ delay: null });
    await fillForm(user);
    await user.click(send());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Der Betreff ist zu lang (höchstens 200 Zeichen).");
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Erika Muster");
    expect(screen.queryByText("Nachricht gesendet!")).toBeNull();
    await user.click(send());
    expect(await screen.findAllByRole("alert")).toHaveLength(1);
  });

  it("says when to try again after a 429", async () => {
    mockFetch({
      "/api/contact": () =>
        new Response(JSON.stringify({ error: "Zu viele Nachrichten." }), { status: 429, headers: { "Retry-After": "120" } }),
    });
    start();
    const user = userEvent.setup({ delay: null });
    await fillForm(user);
    const before = Date.now();
    await user.click(send());
    const alert = await screen.findByRole("alert");
    const at = new Date(before + 120_000).toLocaleTimeString("de-DE", { hour: "2-digit", minute: "2-digit" });
    expect(alert).toHaveTextContent(`Zu viele Nachrichten. Sie können es ab ${at} Uhr erneut versuchen.`);
  });

  it("says the connection failed when no answer comes, after one more try", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fn = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", fn);
    start();
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    await fillForm(user);
    await user.click(send());
    await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByRole("alert")).toHaveTextContent("Die Nachricht konnte nicht gesendet werden.");
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

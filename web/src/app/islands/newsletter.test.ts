import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch } from "@/test/render";
import { startNewsletter } from "./newsletter";

// The blog list's newsletter box as the server renders it (internal/pages/templates/blog.html), reduced.
const page = `<section><p role="status" hidden data-newsletter-done></p>
<form novalidate data-newsletter data-missing="Bitte geben Sie Ihre E-Mail-Adresse ein." data-sending="Wird gesendet …" data-failed="Die Anmeldung konnte nicht gesendet werden.">
<div data-field><label for="newsletter-email">E-Mail-Adresse</label><input id="newsletter-email" type="email" class="border-slate-300"></div>
<div aria-hidden="true"><label for="website2">Website</label><input id="website2" name="website2" type="text" tabindex="-1"></div>
<button type="submit">Anmelden</button></form></section>`;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function start(search = "") {
  window.history.replaceState(null, "", `/blog${search}`);
  document.body.innerHTML = page;
  startNewsletter();
}

afterEach(() => vi.unstubAllGlobals());

describe("the blog's newsletter island", () => {
  it("signs up with the honeypot and shows the server's message instead of the form", async () => {
    const message = "Bitte bestätigen Sie Ihre Anmeldung über den Link in unserer E-Mail.";
    const { fn } = mockFetch({ "/api/newsletter": () => json(202, { status: "pending", message }) });
    start();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole("textbox", { name: "E-Mail-Adresse" }), "  erika@beispiel.de ");
    await user.click(screen.getByRole("button", { name: "Anmelden" }));
    expect(await screen.findByText(message)).toHaveAttribute("role", "status");
    expect(screen.getByText(message)).toBeVisible();
    const [url, init] = fn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/newsletter");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ email: "erika@beispiel.de", website2: "" });
    expect(screen.queryByRole("textbox", { name: "E-Mail-Adresse" })).not.toBeInTheDocument();
  });

  it("asks for an address before sending anything", async () => {
    const { fn } = mockFetch({});
    start();
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Anmelden" }));
    const box = screen.getByRole("textbox", { name: "E-Mail-Adresse" });
    expect(box).toHaveAccessibleDescription("Bitte geben Sie Ihre E-Mail-Adresse ein.");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveClass("border-red-600");
    expect(fn).not.toHaveBeenCalled();
  });

  it.each([
    [400, "Bitte geben Sie eine gültige E-Mail-Adresse an."],
    [429, "Zu viele Anmeldungen. Bitte versuchen Sie es in einer Minute erneut."],
    [503, "Der Newsletter ist gerade nicht verfügbar."],
  ])("shows the server's refusal with status %i in an alert and keeps the form", async (status, message) => {
    mockFetch({ "/api/newsletter": () => json(status, { error: message }) });
    start();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Anmelden" })); // first the missing address
    await user.type(screen.getByRole("textbox", { name: "E-Mail-Adresse" }), "erika@beispiel.de");
    await user.click(screen.getByRole("button", { name: "Anmelden" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: "Anmelden" })).toBeEnabled();
    expect(screen.getByRole("textbox", { name: "E-Mail-Adresse" })).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "Anmelden" }));
    expect(await screen.findAllByRole("alert")).toHaveLength(1);
  });

  it("says it is sending while the server answers", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        await gate;
        return json(202, { status: "pending", message: "Bitte bestätigen." });
      }),
    );
    start();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole("textbox", { name: "E-Mail-Adresse" }), "erika@beispiel.de");
    await user.click(screen.getByRole("button", { name: "Anmelden" }));
    expect(screen.getByRole("button", { name: "Wird gesendet …" })).toBeDisabled();
    release();
    expect(await screen.findByText("Bitte bestätigen.")).toBeVisible();
  });
});

// A visitor's forms in a real browser against the real binary: the contact
// form and the add-business wizard are stored, and the operator finds both in
// the İşletmeler tab's work queue.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { consentCookie, desktop, launchBrowser, phone, signIn, withPage } from "../lib/browser.mjs";
import { startServer } from "../lib/server.mjs";

const password = "E2e-Formulare-2024";
let server;
let browser;
before(async () => {
  server = await startServer({ env: { ADMIN_PASSWORD: password }, demoCount: 200 });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

// Only the necessary cookies: the first-visit banner stays away from the buttons.
const consent = () => consentCookie(server.baseURL);

const stamp = Date.now() % 100000;
const subject = `Falsche Telefonnummer ${stamp}`;
const business = `Tischlerei Formular ${stamp}`;

test("a visitor sends the contact form", async () => {
  await withPage(browser, "contact form", desktop, async (page, context) => {
    await context.addCookies([consent()]);
    await page.goto(server.baseURL + "/contact");
    await page.getByRole("heading", { level: 1, name: "Kontakt" }).waitFor();
    const send = page.getByRole("button", { name: "Nachricht senden" });
    // Nothing filled in: the form says what is missing and the server is not asked.
    await send.click();
    await page.getByText("Bitte geben Sie Ihren Namen an.").waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), "contact-name");

    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Erika Muster");
    await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill("erika@beispiel.de");
    await page.getByRole("combobox", { name: "Anliegen" }).selectOption("business");
    await page.getByRole("textbox", { name: "Betreff" }).fill(subject);
    await page.getByRole("textbox", { name: "Nachricht", exact: true }).fill("Die Nummer der Bäckerei stimmt nicht.");
    await send.click();
    await page.getByText("Nachricht gesendet!", { exact: true }).first().waitFor();
    assert.equal(await page.getByRole("textbox", { name: "Betreff" }).inputValue(), "");
  });
});

test("a visitor completes the add-business wizard on a phone, with a reload in between", async () => {
  await withPage(browser, "add-business wizard", phone, async (page, context) => {
    await context.addCookies([consent()]);
    await page.goto(server.baseURL + "/add-business");
    await page.getByRole("heading", { level: 1, name: "Unternehmen eintragen" }).waitFor();
    const next = page.getByRole("button", { name: "Weiter" });
    await next.click(); // step 1 is empty: it stays
    await page.getByText("Bitte geben Sie den Namen des Unternehmens an.").waitFor();
    await page.getByRole("textbox", { name: "Name des Unternehmens" }).fill(business);
    await page.getByRole("combobox", { name: "Kategorie" }).selectOption("handwerker");
    await page.getByRole("textbox", { name: "Beschreibung" }).fill("Möbel nach Maß und Innenausbau.");
    await next.click();
    await page.getByRole("heading", { level: 2, name: "Kontakt & Adresse" }).waitFor();
    await page.getByRole("textbox", { name: "Straße und Hausnummer" }).fill("Werkstattweg 3");
    await page.getByRole("textbox", { name: "Stadt" }).fill("Berlin");

    // The draft survives a reload.
    await page.reload();
    await page.getByRole("heading", { level: 2, name: "Kontakt & Adresse" }).waitFor();
    assert.equal(await page.getByRole("textbox", { name: "Stadt" }).inputValue(), "Berlin");

    await page.getByRole("textbox", { name: "Postleitzahl" }).fill("10115");
    await page.getByRole("textbox", { name: "Telefon" }).fill("+49 30 1234567");
    await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill("info@tischlerei-formular.example");
    await page.getByRole("textbox", { name: "Webseite" }).fill("www.tischlerei-formular.example");
    await next.click();
    await page.getByRole("heading", { level: 2, name: "Öffnungszeiten" }).waitFor();
    await page.getByRole("textbox", { name: "Montag" }).fill("08:00–17:00");
    await page.getByRole("button", { name: "Eintrag absenden" }).click();
    await page.getByText("Erfolgreich eingereicht!", { exact: true }).first().waitFor();
    await page.getByRole("heading", { level: 2, name: "Vielen Dank für Ihren Eintrag!" }).waitFor();
    assert.equal(await page.getByRole("progressbar").count(), 0);
    assert.equal(await page.evaluate(() => localStorage.getItem("bb_add_business_draft")), null);
  });
});

test("the operator finds the submission and the message in the work queue", async () => {
  await withPage(browser, "forms in the work queue", desktop, async (page) => {
    await signIn(page, server.baseURL, password);
    await page.getByRole("tab", { name: "İşletmeler" }).click();
    const card = page.getByRole("article", { name: business });
    await card.waitFor();
    const text = await card.textContent();
    assert.ok(text.includes("Werkstattweg 3") && text.includes("10115"), `submission card: ${text}`);
    await page.getByRole("tab", { name: "Mesajlar" }).click();
    const message = page.getByRole("article", { name: subject });
    await message.waitFor();
    assert.ok((await message.textContent()).includes("erika@beispiel.de"));
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminApi, aList, anAdminBusiness, json, renderAdmin, requests } from "../../test-helpers";
import { changes, validWebsite } from "./edit-business-dialog";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const business = anAdminBusiness({
  id: 7,
  name: "Kfz Schmitz",
  phone: "0221 123",
  website: "https://schmitz.de",
  address: "Ringstraße 1, 50667 Köln",
});

async function openEditor() {
  const row = await screen.findByRole("row", { name: /Kfz Schmitz/ });
  await userEvent.click(within(row).getByRole("button", { name: /düzenle/ }));
  return screen.findByRole("dialog", { name: "İşletme düzenle" });
}

describe("EditBusinessDialog", () => {
  it("sends only the changed fields with PATCH, toasts success and refreshes the table", async () => {
    let hidden = false;
    const { fn } = adminApi({
      "/api/admin/businesses": () => aList([{ ...business, hidden }]),
      "/api/admin/businesses/7": () => {
        hidden = true;
        return { ...business, phone: "0221 999", hidden: true };
      },
    });
    renderAdmin();
    const dialog = await openEditor();
    expect(within(dialog).getByLabelText("Telefon")).toHaveValue("0221 123");
    expect(within(dialog).getByLabelText("Web sitesi")).toHaveValue("https://schmitz.de");
    expect(within(dialog).getByLabelText("Adres")).toHaveValue("Ringstraße 1, 50667 Köln");
    expect(within(dialog).getByLabelText("Sitede gizle")).not.toBeChecked();

    const phone = within(dialog).getByLabelText("Telefon");
    await userEvent.clear(phone);
    await userEvent.type(phone, "0221 999");
    await userEvent.click(within(dialog).getByLabelText("Sitede gizle"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Kaydet" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const patches = requests(fn, "/api/admin/businesses/7");
    expect(patches.map((p) => [p.method, p.body])).toEqual([["PATCH", { phone: "0221 999", hidden: true }]]);
    expect(patches[0].headers.get("Content-Type")).toBe("application/json");

    const toasts = screen.getByRole("region", { name: "Bildirimler (F8)" });
    expect(within(toasts).getByText("Başarılı ✓")).toBeInTheDocument();
    expect(within(toasts).getByText("İşletme güncellendi")).toBeInTheDocument();
    const row = await screen.findByRole("row", { name: /Kfz Schmitz/ });
    await waitFor(() => expect(within(row).getByText("Gizli")).toBeInTheDocument());
  });

  it("keeps the dialog open and toasts the failure with status and body", async () => {
    adminApi({
      "/api/admin/businesses": aList([business]),
      "/api/admin/businesses/7": () => json(400, { error: "Ungültige Website" }),
    });
    renderAdmin();
    const dialog = await openEditor();
    const address = within(dialog).getByLabelText("Adres");
    await userEvent.clear(address);
    await userEvent.type(address, "Neue Straße 2");
    await userEvent.click(within(dialog).getByRole("button", { name: "Kaydet" }));

    // The modal dialog hides the rest of the page from assistive technology, so it repeats the error itself.
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("İşletme güncellenemedi: HTTP 400: Ungültige Website");
    // Testing Library computes no names inside aria-hidden parts, so the region is found by its label.
    const toasts = document.querySelector<HTMLElement>('[aria-label="Bildirimler (F8)"]')!;
    expect(within(toasts).getByText("Hata ✗")).toBeInTheDocument();
    expect(within(toasts).getByText("İşletme güncellenemedi: HTTP 400: Ungültige Website")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("refuses a website that is not http(s) before sending", async () => {
    const { fn } = adminApi({ "/api/admin/businesses": aList([business]) });
    renderAdmin();
    const dialog = await openEditor();
    const website = within(dialog).getByLabelText("Web sitesi");
    await userEvent.clear(website);
    await userEvent.type(website, "javascript:alert(1)");
    expect(within(dialog).getByText("Web sitesi http:// veya https:// ile başlamalı.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Kaydet" })).toBeDisabled();
    expect(requests(fn, "/api/admin/businesses/7")).toHaveLength(0);
  });

  it("closes with Vazgeç without a request", async () => {
    const { fn } = adminApi({ "/api/admin/businesses": aList([business]) });
    renderAdmin();
    const dialog = await openEditor();
    await userEvent.click(within(dialog).getByRole("button", { name: "Vazgeç" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(requests(fn, "/api/admin/businesses/7")).toHaveLength(0);
  });
});

describe("edit helpers", () => {
  it("validWebsite accepts empty and http(s) only", () => {
    expect(validWebsite("")).toBe(true);
    expect(validWebsite("https://a.de")).toBe(true);
    expect(validWebsite("ftp://a.de")).toBe(false);
    expect(validWebsite("a.de")).toBe(false);
  });

  it("changes lists only what differs", () => {
    expect(changes(business, { phone: "0221 123", website: "", address: business.address, hidden: false })).toEqual({
      website: "",
    });
  });
});

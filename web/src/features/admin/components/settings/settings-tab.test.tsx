import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminApi, holdBack, json, lastBody, renderAdmin, requests } from "../../test-helpers";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const stored = {
  head_code: "<meta name=x>",
  footer_code: "",
  site_title: "Branchenbuch",
  site_description: "Firmen finden",
  ad_area_1: "<div>Anzeige</div>",
  ad_area_2: "",
  ad_area_3: "",
  ad_area_4: "",
};

const toasts = () => screen.getByRole("region", { name: "Bildirimler (F8)" });

describe("SettingsTab", () => {
  it("shows a loading state until the settings arrive, then every field with its label", async () => {
    const { fn } = adminApi({ "/api/admin/settings": stored });
    const release = holdBack(fn, "/api/admin/settings");
    renderAdmin("/admin?tab=settings");

    expect(await screen.findByText("Ayarlar yükleniyor…")).toBeInTheDocument();
    release();
    expect(await screen.findByLabelText("Site Başlığı")).toHaveValue("Branchenbuch");
    expect(screen.getByLabelText("Site Açıklaması")).toHaveValue("Firmen finden");
    expect(screen.getByLabelText("Head Kodu")).toHaveValue("<meta name=x>");
    expect(screen.getByLabelText("Footer Kodu")).toHaveValue("");
    expect(screen.getByLabelText("Reklam Alanı 1")).toHaveValue("<div>Anzeige</div>");
    for (const n of [2, 3, 4]) expect(screen.getByLabelText(`Reklam Alanı ${n}`)).toHaveValue("");
    expect(screen.queryByText("Ayarlar yükleniyor…")).not.toBeInTheDocument();
  });

  it("shows the spec's error text when the settings cannot be loaded", async () => {
    adminApi({ "/api/admin/settings": () => json(404, { error: "weg" }) });
    renderAdmin("/admin?tab=settings");
    expect(await screen.findByText("Ayarlar Yüklenemedi")).toBeInTheDocument();
    expect(screen.getByText("Site ayarları yüklenirken bir hata oluştu. Lütfen sayfayı yenileyin.")).toBeInTheDocument();
  });

  it("saves all settings as JSON, says so in a toast and refetches the settings", async () => {
    let current = { ...stored };
    const { fn } = adminApi({
      "/api/admin/settings": () => current,
      "/api/admin/settings/bulk": () => {
        const body = lastBody<typeof stored>(fn);
        current = { ...current, ...body };
        return current;
      },
    });
    renderAdmin("/admin?tab=settings");
    const title = await screen.findByLabelText("Site Başlığı");
    await userEvent.clear(title);
    await userEvent.type(title, "Neuer Titel");
    await userEvent.click(screen.getByRole("button", { name: "Ayarları Kaydet" }));

    expect(await within(toasts()).findByText("Başarılı ✓")).toBeInTheDocument();
    expect(within(toasts()).getByText("Tüm ayarlar başarıyla kaydedildi")).toBeInTheDocument();
    const saves = requests(fn, "/api/admin/settings/bulk");
    expect(saves).toHaveLength(1);
    expect(saves[0].method).toBe("POST");
    expect(saves[0].headers.get("Content-Type")).toBe("application/json");
    expect(saves[0].body).toEqual({ ...stored, site_title: "Neuer Titel" });
    await waitFor(() => expect(requests(fn, "/api/admin/settings")).toHaveLength(2));
    expect(screen.getByLabelText("Site Başlığı")).toHaveValue("Neuer Titel");
  });

  it("shows the saving state while the save runs", async () => {
    const { fn } = adminApi({ "/api/admin/settings/bulk": stored });
    const release = holdBack(fn, "/api/admin/settings/bulk");
    renderAdmin("/admin?tab=settings");
    await userEvent.click(await screen.findByRole("button", { name: "Ayarları Kaydet" }));
    expect(await screen.findByRole("button", { name: "Kaydediliyor…" })).toBeDisabled();
    release();
    expect(await screen.findByRole("button", { name: "Ayarları Kaydet" })).toBeEnabled();
  });

  it("toasts the failure destructively with the status and the body", async () => {
    const { fn } = adminApi({ "/api/admin/settings/bulk": () => json(400, { error: "unknown key: foo" }) });
    renderAdmin("/admin?tab=settings");
    await userEvent.click(await screen.findByRole("button", { name: "Ayarları Kaydet" }));

    expect(await within(toasts()).findByText("Hata ✗")).toBeInTheDocument();
    expect(within(toasts()).getByText("Ayarlar kaydedilemedi: HTTP 400: unknown key: foo")).toBeInTheDocument();
    expect(within(toasts()).getByRole("listitem")).toHaveAttribute("data-variant", "destructive");
    expect(requests(fn, "/api/admin/settings")).toHaveLength(1);
  });
});

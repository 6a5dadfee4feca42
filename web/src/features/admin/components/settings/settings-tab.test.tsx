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
  home_country: "",
  map_tile_url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  ad_area_1: "<div>Anzeige</div>",
  ad_area_2: "",
  ad_area_3: "",
  ad_area_4: "",
  analytics_code: "<script src=https://stats.example/s.js></script>",
  operator_company: "Branchenbuch Medien GmbH",
  operator_address: "Musterstraße 1, 50667 Köln",
  operator_register: "",
  operator_vat_id: "",
  operator_directors: "",
  operator_email: "kontakt@branchenbuch.example",
  operator_phone: "",
  operator_hours: "",
};

const legalWarning = () => screen.queryByRole("note", { name: "Künye eksik" });

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

  it("explains that analytics code runs only with consent, and groups the legal details", async () => {
    adminApi({ "/api/admin/settings": stored });
    renderAdmin("/admin?tab=settings");
    const analytics = await screen.findByLabelText("Analiz Kodu");
    expect(analytics).toHaveValue(stored.analytics_code);
    expect(analytics).toHaveAccessibleDescription(/Yalnızca çerez ayarlarında analize izin veren ziyaretçilerde çalışır/);
    expect(analytics).toHaveAccessibleDescription(/Head Kodu ise her ziyaretçide her zaman çalışır/);
    const legal = screen.getByRole("group", { name: "Yasal bilgiler (Künye)" });
    expect(within(legal).getByLabelText("Şirket adı")).toHaveValue("Branchenbuch Medien GmbH");
    expect(within(legal).getByLabelText("Adres")).toHaveValue("Musterstraße 1, 50667 Köln");
    expect(within(legal).getByLabelText("E-posta")).toHaveValue("kontakt@branchenbuch.example");
    for (const label of [
      "Ticaret sicili (mahkeme ve numara)",
      "KDV kimlik numarası (USt-IdNr.)",
      "Yöneticiler (Geschäftsführer)",
      "Telefon",
      "Çalışma saatleri",
    ]) {
      expect(within(legal).getByLabelText(label)).toHaveValue("");
    }
    expect(within(legal).queryByLabelText("Head Kodu")).not.toBeInTheDocument();
    expect(legalWarning()).not.toBeInTheDocument();
  });

  it("offers the map's tile URL template with a hint on its form and on consent", async () => {
    adminApi({ "/api/admin/settings": stored });
    renderAdmin("/admin?tab=settings");
    const tiles = await screen.findByLabelText("Harita döşeme adresi (URL şablonu)");
    expect(tiles).toHaveValue("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(tiles).toHaveAccessibleDescription(/\{z\}, \{x\} ve \{y\} yer tutucularını içeren bir http\(s\) adresi/);
    expect(tiles).toHaveAccessibleDescription(/Boşsa harita gösterilmez/);
    expect(tiles).toHaveAccessibleDescription(/“Karte laden” düğmesine tıkladıktan sonra/);
  });

  it("warns while company, address or e-mail is empty, naming them, until a save fills them in", async () => {
    let current = { ...stored, operator_company: "", operator_email: "  " };
    const { fn } = adminApi({
      "/api/admin/settings": () => current,
      "/api/admin/settings/bulk": () => (current = { ...current, ...lastBody<typeof stored>(fn) }),
    });
    renderAdmin("/admin?tab=settings");
    const warning = await screen.findByRole("note", { name: "Künye eksik" });
    expect(warning).toHaveTextContent(
      "Şu alanlar boş: Şirket adı, E-posta. Künye sayfası ziyaretçilere bu bilgilerin site işletmecisi tarafından henüz girilmediğini söylüyor.",
    );
    await userEvent.type(screen.getByLabelText("Şirket adı"), "Branchenbuch Medien GmbH");
    await userEvent.clear(screen.getByLabelText("E-posta"));
    await userEvent.type(screen.getByLabelText("E-posta"), "kontakt@branchenbuch.example");
    expect(legalWarning()).toBeInTheDocument(); // the imprint shows what is stored, not what is typed
    await userEvent.click(screen.getByRole("button", { name: "Ayarları Kaydet" }));
    await waitFor(() => expect(legalWarning()).not.toBeInTheDocument());
    expect(requests(fn, "/api/admin/settings/bulk")[0].body).toMatchObject({
      operator_company: "Branchenbuch Medien GmbH",
      operator_email: "kontakt@branchenbuch.example",
    });
  });

  it("warns about every missing detail when none is stored", async () => {
    adminApi({ "/api/admin/settings": { site_title: "Branchenbuch" } });
    renderAdmin("/admin?tab=settings");
    expect(await screen.findByRole("note", { name: "Künye eksik" })).toHaveTextContent(
      "Şu alanlar boş: Şirket adı, Adres, E-posta.",
    );
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

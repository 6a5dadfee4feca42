import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminApi, anAdminBusiness, json, renderAdmin, requests } from "../../test-helpers";
import type { ContactMessage, Submission } from "../../types";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function aSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    id: 11,
    status: "pending",
    name: "Bäckerei Korn",
    category: "gastronomie",
    description: "Frisches Brot",
    address: "Hauptstraße 3",
    city: "Bonn",
    postal_code: "53111",
    phone: "0228 1",
    email: "korn@example.de",
    website: "https://korn.de",
    hours: { monday: "7–18", sunday: "" },
    createdAt: "2024-01-15T09:30:00Z",
    decidedAt: null,
    businessId: null,
    ...overrides,
  };
}

function aMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 21,
    name: "Eva",
    email: "eva@example.de",
    subject: "Falsche Adresse",
    category: "support",
    message: "Die Adresse stimmt nicht.",
    status: "open",
    createdAt: "2024-02-01T08:00:00Z",
    doneAt: null,
    ...overrides,
  };
}

const page = (key: string, items: unknown[]) => ({ [key]: items, total: items.length, page: 1, totalPages: 1 });
const toasts = () => screen.getByRole("region", { name: "Bildirimler (F8)" });

describe("Work queue: submissions", () => {
  it("lists pending submissions and approves one after a confirmation, then links to the new business", async () => {
    let decided = false;
    const { fn } = adminApi({
      "/api/admin/submissions": (url: URL) =>
        url.searchParams.get("status") === "pending" && !decided ? page("submissions", [aSubmission()]) : page("submissions", []),
      "/api/admin/submissions/11/approve": () => {
        decided = true;
        return {
          submission: aSubmission({ status: "approved", businessId: 99 }),
          business: anAdminBusiness({ id: 99, name: "Bäckerei Korn", urlSlug: "bonn/baeckerei-korn" }),
        };
      },
    });
    renderAdmin("/admin?tab=businesses");

    const card = await screen.findByRole("article", { name: "Bäckerei Korn" });
    expect(within(card).getByText("Hauptstraße 3, 53111 Bonn")).toBeInTheDocument();
    expect(within(card).getByText("Pazartesi: 7–18")).toBeInTheDocument();
    expect(within(card).queryByText(/Pazar:/)).not.toBeInTheDocument();
    expect(within(card).getByText(/15\.01\.2024 10:30/)).toBeInTheDocument();
    expect(requests(fn, "/api/admin/submissions")[0].url.searchParams.get("status")).toBe("pending");

    await userEvent.click(within(card).getByRole("button", { name: "Onayla" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Başvuruyu onayla" });
    expect(within(confirm).getByRole("button", { name: "Vazgeç" })).toHaveFocus();
    expect(requests(fn, "/api/admin/submissions/11/approve")).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole("button", { name: "Onayla" }));

    expect(await screen.findByRole("link", { name: "Yeni işletmeyi görüntüle" })).toHaveAttribute("href", "/bonn/baeckerei-korn");
    const approve = requests(fn, "/api/admin/submissions/11/approve");
    expect(approve.map((r) => r.method)).toEqual(["POST"]);
    expect(approve[0].headers.get("Content-Type")).toBe("application/json");
    expect(within(toasts()).getByText("„Bäckerei Korn“ onaylandı ve yayınlandı.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("article", { name: "Bäckerei Korn" })).not.toBeInTheDocument());
    expect(requests(fn, "/api/admin/submissions").length).toBeGreaterThanOrEqual(2);
  });

  it("rejects after a confirmation and refreshes; cancelling sends nothing", async () => {
    let decided = false;
    const { fn } = adminApi({
      "/api/admin/submissions": () => page("submissions", decided ? [] : [aSubmission()]),
      "/api/admin/submissions/11/reject": () => {
        decided = true;
        return { submission: aSubmission({ status: "rejected" }) };
      },
    });
    renderAdmin("/admin?tab=businesses");
    const card = await screen.findByRole("article", { name: "Bäckerei Korn" });

    await userEvent.click(within(card).getByRole("button", { name: "Reddet" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Vazgeç" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(requests(fn, "/api/admin/submissions/11/reject")).toHaveLength(0);

    await userEvent.click(within(card).getByRole("button", { name: "Reddet" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Başvuruyu reddet" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Reddet" }));
    expect(await screen.findByText("Bu durumda başvuru yok.")).toBeInTheDocument();
    expect(requests(fn, "/api/admin/submissions/11/reject").map((r) => r.method)).toEqual(["POST"]);
    expect(within(toasts()).getByText("„Bäckerei Korn“ reddedildi.")).toBeInTheDocument();
  });

  it("filters by status and toasts a refused decision", async () => {
    const { fn } = adminApi({
      "/api/admin/submissions": (url: URL) =>
        page("submissions", [
          aSubmission({ status: url.searchParams.get("status") === "approved" ? "approved" : "pending", businessId: 5 }),
        ]),
      "/api/admin/submissions/11/approve": () => json(409, { error: "Bereits entschieden" }),
    });
    renderAdmin("/admin?tab=businesses");
    const card = await screen.findByRole("article", { name: "Bäckerei Korn" });
    await userEvent.click(within(card).getByRole("button", { name: "Onayla" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Onayla" }));
    expect(await within(toasts()).findByText("İşlem başarısız: HTTP 409: Bereits entschieden")).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText("Durum"), "approved");
    await waitFor(() => expect(requests(fn, "/api/admin/submissions").at(-1)?.url.searchParams.get("status")).toBe("approved"));
    expect(await screen.findByRole("link", { name: "İşletmeyi görüntüle" })).toHaveAttribute("href", "/business/5");
  });
});

describe("Work queue: messages", () => {
  it("marks an open message done and refreshes the list", async () => {
    let done = false;
    const { fn } = adminApi({
      "/api/admin/messages": () => page("messages", done ? [] : [aMessage()]),
      "/api/admin/messages/21/done": () => {
        done = true;
        return { message: aMessage({ status: "done" }) };
      },
    });
    renderAdmin("/admin?tab=businesses");
    await userEvent.click(await screen.findByRole("tab", { name: "Mesajlar" }));
    const card = await screen.findByRole("article", { name: "Falsche Adresse" });
    expect(within(card).getByText("Die Adresse stimmt nicht.")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "eva@example.de" })).toHaveAttribute("href", "mailto:eva@example.de");
    expect(within(card).getByText("Destek")).toBeInTheDocument();
    expect(requests(fn, "/api/admin/messages")[0].url.searchParams.get("status")).toBe("open");

    await userEvent.click(within(card).getByRole("button", { name: "Tamamlandı olarak işaretle" }));
    expect(await screen.findByText("Bu durumda mesaj yok.")).toBeInTheDocument();
    expect(requests(fn, "/api/admin/messages/21/done").map((r) => r.method)).toEqual(["POST"]);
    expect(within(toasts()).getByText("Mesaj tamamlandı olarak işaretlendi")).toBeInTheDocument();
  });
});

describe("Work queue: audit log", () => {
  it("lists the entries with time, actor, action, target and details", async () => {
    adminApi({
      "/api/admin/audit": page("entries", [
        {
          id: 1,
          at: "2024-01-15T09:30:00Z",
          actor: "admin@127.0.0.1",
          action: "business.hide",
          target: "business 7",
          details: "hidden: false → true",
        },
      ]),
    });
    renderAdmin("/admin?tab=businesses");
    await userEvent.click(await screen.findByRole("tab", { name: "İşlem Geçmişi" }));
    const row = await screen.findByRole("row", { name: /business 7/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["15.01.2024 10:30", "admin@127.0.0.1", "İşletme gizlendibusiness.hide", "business 7", "hidden: false → true"]);
  });

  it("is refreshed after a decision", async () => {
    const { fn } = adminApi({
      "/api/admin/audit": page("entries", []),
      "/api/admin/messages": page("messages", [aMessage()]),
      "/api/admin/messages/21/done": { message: aMessage({ status: "done" }) },
    });
    renderAdmin("/admin?tab=businesses");
    await userEvent.click(await screen.findByRole("tab", { name: "İşlem Geçmişi" }));
    expect(await screen.findByText("Henüz kayıtlı işlem yok.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Mesajlar" }));
    const card = await screen.findByRole("article", { name: "Falsche Adresse" });
    await userEvent.click(within(card).getByRole("button", { name: "Tamamlandı olarak işaretle" }));
    await waitFor(() => expect(requests(fn, "/api/admin/messages/21/done")).toHaveLength(1));
    await userEvent.click(screen.getByRole("tab", { name: "İşlem Geçmişi" }));
    await waitFor(() => expect(requests(fn, "/api/admin/audit")).toHaveLength(2));
  });
});

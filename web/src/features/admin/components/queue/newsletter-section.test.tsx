import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminApi, renderAdmin, requests } from "../../test-helpers";
import type { Subscriber } from "../../types";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const day = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

function aSubscriber(overrides: Partial<Subscriber> = {}): Subscriber {
  return {
    id: 1,
    email: "anna@example.de",
    status: "pending",
    createdAt: "2024-01-15T09:30:00Z",
    requestedAt: "2024-01-15T09:30:00Z",
    tokenExpiresAt: iso(Date.now() + 3 * day),
    confirmedAt: null,
    ...overrides,
  };
}

const page = (subscribers: Subscriber[]) => ({ subscribers, total: subscribers.length, page: 1, totalPages: 1 });

describe("Work queue: newsletter", () => {
  it("lists every address with its state and dates, says no mail is sent, and filters by state", async () => {
    const all = [
      aSubscriber({ id: 3, email: "carla@example.de", tokenExpiresAt: iso(Date.now() - day) }),
      aSubscriber({
        id: 2,
        email: "bernd@example.de",
        status: "confirmed",
        tokenExpiresAt: null,
        confirmedAt: "2024-01-16T11:00:00Z",
      }),
      aSubscriber(),
    ];
    const { fn } = adminApi({
      "/api/admin/newsletter": (url: URL) => {
        const status = url.searchParams.get("status");
        return page(status === "all" ? all : all.filter((s) => s.status === status));
      },
    });
    renderAdmin("/admin?tab=businesses");
    await userEvent.click(await screen.findByRole("tab", { name: "Bülten" }));

    expect(await screen.findByText(/Sitede e-posta gönderimi kurulu değil/)).toBeInTheDocument();
    const rows = await screen.findAllByRole("row");
    const cells = (email: string) =>
      within(rows.find((r) => r.textContent?.includes(email))!)
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(cells("carla@example.de")[1]).toBe("Bağlantı süresi doldu");
    expect(cells("bernd@example.de")).toEqual([
      "bernd@example.de",
      "Onaylandı",
      "15.01.2024 10:30",
      "15.01.2024 10:30",
      "16.01.2024 12:00",
    ]);
    expect(cells("anna@example.de")[1]).toMatch(/^Onay bekliyorBağlantı geçerli: \d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    expect(cells("anna@example.de")[4]).toBe("–");
    expect(screen.getByText("3 kayıt")).toBeInTheDocument();
    expect(requests(fn, "/api/admin/newsletter")[0].url.searchParams.get("status")).toBe("all");

    await userEvent.selectOptions(screen.getByLabelText("Durum"), "confirmed");
    await waitFor(() => expect(screen.queryByText("anna@example.de")).not.toBeInTheDocument());
    expect(screen.getByText("bernd@example.de")).toBeInTheDocument();
    expect(requests(fn, "/api/admin/newsletter").at(-1)!.url.searchParams.get("status")).toBe("confirmed");
  });

  it("says so when no address is stored", async () => {
    adminApi({ "/api/admin/newsletter": page([]) });
    renderAdmin("/admin?tab=businesses");
    await userEvent.click(await screen.findByRole("tab", { name: "Bülten" }));
    expect(await screen.findByText("Bu durumda bülten adresi yok.")).toBeInTheDocument();
  });
});

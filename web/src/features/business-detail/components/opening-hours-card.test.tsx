import { screen, within } from "@testing-library/react";
import { aBusiness } from "@/test/fixtures";
import { renderRoute } from "@/test/render";
import { STATUS_CASES, statusBadges } from "@/test/status-cases";
import { OpeningHoursCard } from "./opening-hours-card";

// Monday 2 June 2025, 00:30 in Berlin but still Sunday in UTC.
const mondayInBerlin = new Date("2025-06-01T22:30:00Z");

const fullWeek = {
  Sunday: "Closed",
  Monday: "08:00–18:00",
  Tuesday: "08:00–18:00",
  Wednesday: "08:00–12:00",
  Thursday: "08:00–18:00",
  Friday: "08:00–16:00",
  Saturday: "10:00–14:00",
};

function rowTexts() {
  return within(screen.getByRole("table"))
    .getAllByRole("row")
    .map((r) => r.textContent);
}

describe("OpeningHoursCard", () => {
  it("lists the days Monday to Sunday in German, Closed as Geschlossen", () => {
    renderRoute(<OpeningHoursCard business={aBusiness({ workingHours: fullWeek })} now={mondayInBerlin} />);
    expect(screen.getByRole("heading", { name: "Öffnungszeiten" })).toBeInTheDocument();
    expect(rowTexts()).toEqual([
      "Montag(Heute)08:00–18:00",
      "Dienstag08:00–18:00",
      "Mittwoch08:00–12:00",
      "Donnerstag08:00–18:00",
      "Freitag08:00–16:00",
      "Samstag10:00–14:00",
      "SonntagGeschlossen",
    ]);
    expect(screen.queryByText("Closed")).toBeNull();
  });

  it("highlights today's row by the weekday in Berlin when the business names no time zone", () => {
    renderRoute(<OpeningHoursCard business={aBusiness({ workingHours: fullWeek })} now={mondayInBerlin} />);
    const current = screen.getAllByRole("row").filter((r) => r.getAttribute("aria-current") === "date");
    expect(current.map((r) => r.getAttribute("data-day"))).toEqual(["Monday"]);
    expect(current[0]).toHaveClass("bg-blue-50");
  });

  describe("in the business's time zone", () => {
    afterEach(() => vi.useRealTimers());

    // Tuesday 3 June 2025, 07:30 in Berlin; still Monday 22:30 in Los Angeles.
    const tuesdayInBerlin = new Date("2025-06-03T05:30:00Z");
    const today = () =>
      screen
        .getAllByRole("row")
        .filter((r) => r.getAttribute("aria-current") === "date")
        .map((r) => r.getAttribute("data-day"));

    it.each([
      ["America/Los_Angeles", "Monday"],
      [undefined, "Tuesday"],
      ["Europe/Zurich", "Tuesday"],
    ])("highlights today in %s as %s", (timeZone, want) => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(tuesdayInBerlin);
      renderRoute(<OpeningHoursCard business={aBusiness({ workingHours: fullWeek, timeZone })} />);
      expect(today()).toEqual([want]);
    });
  });

  it.each(STATUS_CASES)("shows the status %o beside the title under %s as %s", (status, locale, want) => {
    const { container } = renderRoute(
      <OpeningHoursCard business={aBusiness({ workingHours: { Monday: "08:00–18:00" }, ...status })} now={mondayInBerlin} />,
      { locale },
    );
    expect(statusBadges(container)).toEqual(want === null ? [] : [want]);
  });

  it("accepts the hours as a JSON string", () => {
    renderRoute(
      <OpeningHoursCard
        business={aBusiness({ workingHours: JSON.stringify({ Friday: "09:00–17:00", Saturday: "Closed" }) })}
        now={mondayInBerlin}
      />,
    );
    expect(rowTexts()).toEqual(["Freitag09:00–17:00", "SamstagGeschlossen"]);
  });

  it.each([
    ["missing", undefined],
    ["unparseable JSON", "{Monday: 8-18"],
    ["a JSON list", "[1,2]"],
    ["no known day", { Montag: "08:00–18:00" }],
    ["only empty values", { Monday: "" }],
  ])("is hidden when the hours are %s", (_name, workingHours) => {
    const { container } = renderRoute(<OpeningHoursCard business={aBusiness({ workingHours: workingHours as never })} />);
    expect(screen.queryByRole("heading", { name: "Öffnungszeiten" })).toBeNull();
    expect(container.querySelector("table")).toBeNull();
  });
});

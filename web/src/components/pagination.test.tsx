import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LocaleProvider } from "@/i18n/locale";
import { Pagination, firstPages, pageWindow } from "./pagination";

describe("pageWindow", () => {
  const cases: [string, number, number, number[]][] = [
    ["no pages", 1, 0, []],
    ["fewer pages than buttons", 2, 3, [1, 2, 3]],
    ["at the start", 1, 20, [1, 2, 3, 4, 5]],
    ["centred in the middle", 10, 20, [8, 9, 10, 11, 12]],
    ["near the end stays inside", 19, 20, [16, 17, 18, 19, 20]],
    ["at the end", 20, 20, [16, 17, 18, 19, 20]],
    ["second page", 2, 20, [1, 2, 3, 4, 5]],
  ];
  it.each(cases)("%s", (_name, current, total, want) => {
    expect(pageWindow(current, total)).toEqual(want);
  });
});

describe("firstPages", () => {
  it("shows at most the first five pages", () => {
    expect(firstPages(12)).toEqual([1, 2, 3, 4, 5]);
    expect(firstPages(3)).toEqual([1, 2, 3]);
    expect(firstPages(0)).toEqual([]);
  });
});

describe("Pagination", () => {
  it("is hidden with a single page", () => {
    const { container } = render(<Pagination page={1} totalPages={1} pages={[1]} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("marks the current page and moves with previous and next", async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} totalPages={3} pages={[1, 2, 3]} onPageChange={onPageChange} />);
    expect(screen.getByRole("button", { name: "Seite 1" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: /Zurück/ })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: /Weiter/ }));
    await userEvent.click(screen.getByRole("button", { name: "Seite 3" }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });

  it("names its buttons in English under the English locale", () => {
    render(
      <LocaleProvider locale="en">
        <Pagination page={2} totalPages={3} pages={[1, 2, 3]} onPageChange={() => {}} />
      </LocaleProvider>,
    );
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: /Previous/ })).toBeEnabled();
    expect(screen.getByRole("button", { name: /Next/ })).toBeEnabled();
  });
});

import { act, fireEvent, screen } from "@testing-library/react";
import { renderRoute } from "@/test/render";
import { ShareButton } from "./share-button";

function setNavigator(name: "share" | "clipboard", value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

describe("ShareButton", () => {
  afterEach(() => {
    setNavigator("share", undefined);
    setNavigator("clipboard", undefined);
    vi.useRealTimers();
  });

  it("uses the system share dialog when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    setNavigator("share", share);
    setNavigator("clipboard", { writeText });
    renderRoute(<ShareButton title="Autowerkstatt Müller" />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Teilen" })));
    expect(share).toHaveBeenCalledWith({ title: "Autowerkstatt Müller", url: window.location.href });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText("Link kopiert")).toBeNull();
  });

  it("copies the address and confirms briefly without one", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator("clipboard", { writeText });
    renderRoute(<ShareButton title="Autowerkstatt Müller" />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Teilen" })));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    // A live region, so screen readers hear the confirmation.
    expect(screen.getByText("Link kopiert")).toHaveAttribute("role", "status");
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText("Link kopiert")).toBeNull();
  });
});

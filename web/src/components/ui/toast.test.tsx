import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { LocaleProvider, type Locale } from "@/i18n/locale";
import { ToastProvider, useToast, TOAST_DURATION_MS } from "./toast";

/** Trigger shows a toast per button. */
function Trigger() {
  const { toast } = useToast();
  return (
    <>
      <button onClick={() => toast({ title: "Erste", description: "Eins" })}>eins</button>
      <button onClick={() => toast({ title: "Zweite", description: "Zwei", variant: "destructive" })}>zwei</button>
    </>
  );
}

function renderToasts() {
  render(
    <ToastProvider labels={{ viewport: "Bildirimler ({hotkey})", close: "Kapat" }}>
      <Trigger />
    </ToastProvider>,
  );
  return screen.getByRole("region", { name: "Bildirimler (F8)" });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("ToastProvider", () => {
  it("shows one toast at a time: a new one replaces the visible one", () => {
    const region = renderToasts();
    fireEvent.click(screen.getByRole("button", { name: "eins" }));
    expect(within(region).getByText("Erste")).toBeInTheDocument();
    expect(within(region).getByText("Eins")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "zwei" }));
    expect(within(region).getByText("Zweite")).toBeInTheDocument();
    expect(within(region).queryByText("Erste")).not.toBeInTheDocument();
    expect(within(region).getAllByRole("listitem")).toHaveLength(1);
    expect(within(region).getByRole("listitem")).toHaveAttribute("data-variant", "destructive");
  });

  it("closes a toast after 5 seconds", () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const region = renderToasts();
    fireEvent.click(screen.getByRole("button", { name: "eins" }));
    expect(within(region).getByText("Erste")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(within(region).getByText("Erste")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(within(region).queryByText("Erste")).not.toBeInTheDocument();
  });

  it("restarts the 5 seconds for a toast that replaces another", () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const region = renderToasts();
    fireEvent.click(screen.getByRole("button", { name: "eins" }));
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole("button", { name: "zwei" }));
    act(() => vi.advanceTimersByTime(4000));
    expect(within(region).getByText("Zweite")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1100));
    expect(within(region).queryByText("Zweite")).not.toBeInTheDocument();
  });

  it("closes with the close button", () => {
    const region = renderToasts();
    fireEvent.click(screen.getByRole("button", { name: "eins" }));
    fireEvent.click(within(region).getByRole("button", { name: "Kapat" }));
    expect(within(region).queryByText("Erste")).not.toBeInTheDocument();
  });

  it("moves focus to the notification region on F8", () => {
    const region = renderToasts();
    fireEvent.click(screen.getByRole("button", { name: "eins" }));
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    expect(document.activeElement).toBe(within(region).getByRole("list"));
  });

  it("dismisses on a swipe of more than 50 px to the right, not on a shorter one", () => {
    const capture = { set: vi.fn(), has: vi.fn(() => false), release: vi.fn() };
    Object.assign(Element.prototype, {
      setPointerCapture: capture.set,
      hasPointerCapture: capture.has,
      releasePointerCapture: capture.release,
    });
    // jsdom has no PointerEvent; a MouseEvent with a pointer id carries clientX and button.
    class FakePointerEvent extends MouseEvent {
      pointerId: number;
      pointerType = "mouse";
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    vi.stubGlobal("PointerEvent", FakePointerEvent);
    const region = renderToasts();
    fireEvent.click(screen.getByRole("button", { name: "eins" }));
    const swipe = (dx: number) => {
      const item = within(region).getByRole("listitem");
      fireEvent.pointerDown(item, { button: 0, clientX: 100, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: 105, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: 100 + dx, clientY: 10, pointerId: 1 });
      fireEvent.pointerUp(item, { clientX: 100 + dx, clientY: 10, pointerId: 1 });
    };
    swipe(30);
    expect(within(region).getByText("Erste")).toBeInTheDocument();
    swipe(80);
    expect(within(region).queryByText("Erste")).not.toBeInTheDocument();
  });

  it.each<[Locale, string, string]>([
    ["de", "Benachrichtigungen (F8)", "Schließen"],
    ["en", "Notifications (F8)", "Close"],
  ])("names the region and the close button in the locale (%s) without labels", (locale, region, close) => {
    render(
      <LocaleProvider locale={locale}>
        <ToastProvider>
          <Trigger />
        </ToastProvider>
      </LocaleProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "eins" }));
    const viewport = screen.getByRole("region", { name: region });
    expect(within(viewport).getByRole("button", { name: close })).toBeInTheDocument();
  });
});

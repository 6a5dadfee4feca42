import { resetMapChoiceForTests } from "@/components/map/map-choice";
import { ALL_ACCEPTED, NECESSARY_ONLY, saveConsent } from "@/lib/consent";
import { resetPreload } from "@/lib/preload";
import { adDelay, startAdAreas } from "./ad-areas";
import { cameFromSite, startBackLinks } from "./back-link";
import { showLetter, startBusinessPhotos } from "./business-photos";
import { mountMapGate } from "./detail-map-gate";
import { NOTE_MS, shareButton } from "./share-button";

// The detail page's islands over markup like internal/pages/templates/detail.html's.

const map = vi.hoisted(() => ({ draws: 0 }));
vi.mock("./detail-leaflet", () => ({
  drawMap: (frame: HTMLElement, data: DOMStringMap) => {
    map.draws++;
    frame.textContent = `map of ${data.name} at ${data.lat},${data.lng}`;
  },
}));

afterEach(() => {
  document.body.innerHTML = "";
  document.cookie = "bb_consent=; Max-Age=0; Path=/";
  resetPreload();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("share button", () => {
  const root = () => {
    document.body.innerHTML = `<div data-share data-share-title="Autowerkstatt Müller" data-share-copied="Link kopiert" data-share-failed="Link konnte nicht kopiert werden"><button type="button">Teilen</button><span role="status"></span></div>`;
    const el = document.querySelector<HTMLElement>("[data-share]")!;
    shareButton(el);
    return el;
  };

  it("uses the system share dialog when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, share });
    root().querySelector("button")!.click();
    await vi.waitFor(() => expect(share).toHaveBeenCalledWith({ title: "Autowerkstatt Müller", url: window.location.href }));
  });

  it("copies the address and confirms briefly without one", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText } });
    vi.useFakeTimers();
    const el = root();
    el.querySelector("button")!.click();
    await vi.waitFor(() => expect(el.querySelector("[role=status]")).toHaveTextContent("Link kopiert"));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    vi.advanceTimersByTime(NOTE_MS);
    expect(el.querySelector("[role=status]")).toHaveTextContent("");
  });

  it("says so when the copy fails", async () => {
    vi.stubGlobal("navigator", {
      ...navigator,
      share: undefined,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error("no")) },
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const el = root();
    el.querySelector("button")!.click();
    await vi.waitFor(() => expect(el.querySelector("[role=status]")).toHaveTextContent("Link konnte nicht kopiert werden"));
    error.mockRestore();
  });
});

describe("back link", () => {
  it("goes back in history when the visitor came from a page of the site", () => {
    expect(cameFromSite("http://localhost:3000/businesses?q=x", "http://localhost:3000", 3)).toBe(true);
    expect(cameFromSite("https://google.com/", "http://localhost:3000", 3)).toBe(false);
    expect(cameFromSite("", "http://localhost:3000", 3)).toBe(false);
    expect(cameFromSite("http://localhost:3000/", "http://localhost:3000", 1)).toBe(false);
  });

  it("opens /businesses when the page was opened directly", () => {
    document.body.innerHTML = `<a href="/businesses" data-back-link>Zurück zur Suche</a>`;
    const back = vi.spyOn(window.history, "back");
    startBackLinks();
    let prevented: boolean | undefined;
    // The test stops the browser's own navigation after the island has had its say (jsdom has none).
    document.addEventListener("click", (e) => ((prevented = e.defaultPrevented), e.preventDefault()), { once: true });
    document.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    expect(back).not.toHaveBeenCalled();
    expect(prevented).toBe(false);
  });
});

describe("ad areas", () => {
  // Scripts run in jsdom's own window, so the markup counts its runs on <body>.
  const markup = `<div class="ad">Anzeige 1<script>document.body.dataset.adRan = String(Number(document.body.dataset.adRan || 0) + 1);</script></div>`;
  const aside = `<aside data-ad-area="1"><div data-ad-slot></div></aside>`;
  const page = (consented: boolean) => {
    const preload = JSON.stringify({ "/api/admin/settings": { ad_area_1: markup, ad_area_2: "" } }).replaceAll("<", "\\u003c");
    document.body.innerHTML = `${consented ? aside : ""}<template data-ad-template="1">${aside}</template><script id="bb-preload" type="application/json">${preload}</script>`;
    delete document.body.dataset.adRan;
  };
  const area = () => document.querySelector<HTMLElement>("[data-ad-area]");

  it("fills an area after its delay, only with marketing consent", () => {
    vi.useFakeTimers();
    saveConsent({ ...NECESSARY_ONLY, marketing: true });
    page(true);
    const stop = startAdAreas();
    expect(area()).not.toHaveTextContent("Anzeige 1");
    vi.advanceTimersByTime(adDelay(1));
    expect(area()).toHaveTextContent("Anzeige 1");
    expect(document.querySelectorAll("[data-ad-area]")).toHaveLength(1);
    expect(document.body.dataset.adRan).toBe("1");
    stop();
  });

  it("is not there without consent, appears when marketing is allowed and goes when it is withdrawn", () => {
    vi.useFakeTimers();
    saveConsent(NECESSARY_ONLY);
    page(false);
    const stop = startAdAreas();
    vi.advanceTimersByTime(2000);
    expect(area()).toBeNull();
    saveConsent(ALL_ACCEPTED);
    expect(area()).toBeInTheDocument();
    vi.advanceTimersByTime(adDelay(1));
    expect(area()).toHaveTextContent("Anzeige 1");
    expect(document.body.dataset.adRan).toBe("1");
    saveConsent(NECESSARY_ONLY);
    expect(area()).toBeNull();
    stop();
  });

  it("staggers the areas by 300 ms", () => {
    expect([1, 2, 3, 4].map(adDelay)).toEqual([150, 450, 750, 1050]);
  });
});

describe("business photos", () => {
  it("shows the letter in place of a photo that fails", () => {
    document.body.innerHTML = `<div><img src="/media/photos/x.jpg" alt="Müller" data-photo-letter="M"></div>`;
    startBusinessPhotos();
    document.querySelector("img")!.dispatchEvent(new Event("error"));
    expect(document.querySelector("img")).toBeNull();
    expect(document.querySelector("[data-testid=photo-placeholder]")).toHaveTextContent("M");
  });

  it("uses a question mark without a letter", () => {
    document.body.innerHTML = `<div><img src="/x.jpg" alt=""></div>`;
    showLetter(document.querySelector("img")!);
    expect(document.body).toHaveTextContent("?");
  });
});

describe("map card", () => {
  beforeEach(() => {
    resetMapChoiceForTests();
    window.localStorage.clear();
    map.draws = 0;
  });
  const box = () => {
    document.documentElement.lang = "de";
    document.body.innerHTML = `<div data-detail-map data-tiles="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png" data-lat="48.13" data-lng="11.56" data-name="Autowerkstatt Müller"></div>`;
    return document.querySelector<HTMLElement>("[data-detail-map]")!;
  };

  it("asks before it loads the map, naming the tile server", async () => {
    const el = box();
    mountMapGate(el);
    expect(el).toHaveTextContent("Karte anzeigen?");
    expect(el).toHaveTextContent("vom Server tile.openstreetmap.org");
    expect(el).toHaveTextContent("Ohne Einwilligung in „Präferenzen“ fragen wir bei jedem Besuch erneut.");
    expect(map.draws).toBe(0);
    [...el.querySelectorAll("button")].find((b) => b.textContent === "Karte laden")!.click();
    await vi.waitFor(() => expect(el).toHaveTextContent("map of Autowerkstatt Müller at 48.13,11.56"));
    expect(map.draws).toBe(1);
    expect(window.localStorage.getItem("bb_map")).toBeNull();
  });

  it("remembers the choice with preferences consent and loads the map without asking next time", async () => {
    saveConsent({ ...NECESSARY_ONLY, preferences: true });
    const el = box();
    mountMapGate(el);
    expect(el).toHaveTextContent("Wir merken uns diese Wahl");
    el.querySelector("button")!.click();
    await vi.waitFor(() => expect(map.draws).toBe(1));
    expect(window.localStorage.getItem("bb_map")).not.toBeNull();
    resetMapChoiceForTests();
    const again = box();
    mountMapGate(again);
    await vi.waitFor(() => expect(again).toHaveTextContent("map of Autowerkstatt Müller"));
  });

  it("speaks English on English pages", () => {
    const el = box();
    document.documentElement.lang = "en";
    mountMapGate(el);
    expect(el).toHaveTextContent("Show the map?");
    expect(el.querySelector("button")).toHaveTextContent("Load map");
    document.documentElement.lang = "de";
  });
});

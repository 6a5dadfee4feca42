import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { Link } from "@/lib/router";
import { Button } from "@/components/ui/button";
import { consentTexts } from "@/i18n/en-consent";
import { useTexts } from "@/i18n/locale";
import {
  ALL_ACCEPTED,
  currentConsent,
  NECESSARY_ONLY,
  OPEN_CONSENT_EVENT,
  saveConsent,
  useConsent,
  type ConsentPreferences,
} from "@/lib/consent";
import { ConsentSwitches } from "./consent-switches";

/** useHeight is the element's current height in pixels (0 where ResizeObserver is missing). */
function useHeight(ref: RefObject<HTMLElement | null>, active: boolean): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!active || !el || typeof ResizeObserver === "undefined") return setHeight(0);
    const observer = new ResizeObserver(() => setHeight(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, active]);
  return height;
}

/**
 * ConsentBanner asks a first-time visitor for cookie consent at the bottom
 * of the screen: "Alle akzeptieren", "Nur notwendige" and "Einstellungen"
 * (the four switches, every optional one off). It never takes the focus on
 * load; openConsentSettings() reopens it with the settings shown and moves
 * the focus there (openOnMount does the same when it was that call which
 * loaded the banner). A spacer of the banner's height below the page keeps the
 * footer reachable, without moving anything that is already shown.
 */
export function ConsentBanner({ openOnMount = false }: { openOnMount?: boolean }) {
  const t = useTexts(consentTexts);
  const consent = useConsent();
  const [reopened, setReopened] = useState(false);
  const [settings, setSettings] = useState(false);
  const [draft, setDraft] = useState<ConsentPreferences>(NECESSARY_ONLY);
  const headingId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const visible = consent === null || reopened;
  const height = useHeight(regionRef, visible);

  useEffect(() => {
    const open = () => {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setDraft(currentConsent() ?? NECESSARY_ONLY);
      setSettings(true);
      setReopened(true);
      requestAnimationFrame(() => headingRef.current?.focus());
    };
    window.addEventListener(OPEN_CONSENT_EVENT, open);
    if (openOnMount) open();
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, open);
  }, [openOnMount]);

  const close = () => {
    setReopened(false);
    setSettings(false);
    returnFocus.current?.focus();
    returnFocus.current = null;
  };
  const choose = (prefs: ConsentPreferences) => {
    saveConsent(prefs);
    close();
  };

  if (!visible) return null;
  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <section
        ref={regionRef}
        aria-labelledby={headingId}
        onKeyDown={(e) => {
          if (e.key === "Escape" && consent !== null) close();
        }}
        className="fixed inset-x-0 bottom-0 z-50 max-h-[75vh] overflow-y-auto border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(15,23,42,0.12)]"
      >
        <div className="mx-auto max-w-4xl px-4 py-4">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
            {t.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {t.text}{" "}
            <Link to="/cookies" className="text-blue-700 underline hover:text-blue-900">
              {t.more}
            </Link>
          </p>
          {settings && (
            <div className="mt-3">
              <ConsentSwitches value={draft} onChange={(category, on) => setDraft((d) => ({ ...d, [category]: on }))} />
            </div>
          )}
          <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
            {consent !== null && (
              <Button variant="ghost" size="sm" className="col-span-2" onClick={close}>
                {t.close}
              </Button>
            )}
            {settings ? (
              <Button variant="secondary" size="sm" className="col-span-2" onClick={() => choose(draft)}>
                {t.save}
              </Button>
            ) : (
              <Button variant="secondary" size="sm" className="col-span-2" onClick={() => setSettings(true)}>
                {t.settings}
              </Button>
            )}
            <Button variant="primary" size="sm" onClick={() => choose(NECESSARY_ONLY)}>
              {t.necessaryOnly}
            </Button>
            <Button variant="primary" size="sm" onClick={() => choose(ALL_ACCEPTED)}>
              {t.acceptAll}
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}

import { LayoutGrid, List } from "lucide-react";
import { useRef, type KeyboardEvent } from "react";
import { siteTexts } from "@/i18n/en";
import { useTexts } from "@/i18n/locale";
import { cn } from "@/lib/cn";

/** ViewMode is how a result list is laid out. */
export type ViewMode = "grid" | "list";

const modes: ViewMode[] = ["grid", "list"];

/**
 * ViewToggle switches a list between grid and list view: a radio group of
 * two buttons with a roving tab stop (the arrow keys move and choose), as
 * the WAI-ARIA radio group pattern says, without a library of its own.
 */
export function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (v: ViewMode) => void }) {
  const t = useTexts(siteTexts).common;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (!step) return;
    e.preventDefault();
    const next = (modes.indexOf(value) + step + modes.length) % modes.length;
    onChange(modes[next]);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label={`${t.grid} / ${t.list}`}
      onKeyDown={onKeyDown}
      className="inline-flex overflow-hidden rounded-lg border border-slate-300 bg-white"
    >
      {modes.map((mode, i) => {
        const Icon = mode === "grid" ? LayoutGrid : List;
        const on = value === mode;
        return (
          <button
            key={mode}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={on}
            aria-label={mode === "grid" ? t.grid : t.list}
            tabIndex={on ? 0 : -1}
            onClick={() => onChange(mode)}
            className={cn(
              "inline-flex h-11 w-11 items-center justify-center focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600",
              on ? "bg-blue-700 text-white" : "text-slate-700",
            )}
          >
            <Icon aria-hidden="true" className="h-5 w-5" />
          </button>
        );
      })}
    </div>
  );
}

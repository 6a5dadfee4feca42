import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "@/lib/cn";

/** TabItem is one tab: its value and visible label. */
export interface TabItem<T extends string> {
  value: T;
  label: string;
}

/**
 * Tabs is an accessible tab list (WAI-ARIA tabs pattern): one tab in the tab
 * order, arrow keys, Home and End move between tabs and show them. Only the
 * active panel is rendered, so hidden tabs fetch nothing.
 */
export function Tabs<T extends string>({
  id,
  label,
  items,
  value,
  onChange,
  children,
  small,
}: {
  id: string;
  label: string;
  items: TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
  small?: boolean;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = items.findIndex((t) => t.value === value);

  const onKeyDown = (e: KeyboardEvent) => {
    const last = items.length - 1;
    const next =
      e.key === "ArrowRight"
        ? (current + 1) % items.length
        : e.key === "ArrowLeft"
          ? (current - 1 + items.length) % items.length
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    onChange(items[next].value);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={cn("flex gap-1 overflow-x-auto", small ? "rounded-lg bg-slate-100 p-1" : "border-b border-slate-200")}
      >
        {items.map((t, i) => {
          const active = t.value === value;
          return (
            <button
              key={t.value}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${t.value}`}
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onChange(t.value)}
              className={cn(
                "shrink-0 font-medium whitespace-nowrap focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600",
                small
                  ? cn(
                      "rounded-md px-3 py-2 text-sm",
                      active ? "bg-white text-blue-800 shadow-sm" : "text-slate-700 hover:text-slate-900",
                    )
                  : cn(
                      "-mb-px border-b-2 px-4 py-3",
                      active ? "border-blue-700 text-blue-800" : "border-transparent text-slate-700 hover:text-slate-900",
                    ),
              )}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${value}`} className="pt-6">
        {children}
      </div>
    </div>
  );
}

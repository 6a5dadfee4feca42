import { Search } from "lucide-react";
import type { RefObject } from "react";
import { helpTexts } from "@/i18n/en-help";
import { useTexts } from "@/i18n/locale";

/** HelpSearch is the labelled search box over the questions. */
export function HelpSearch({
  value,
  onChange,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const t = useTexts(helpTexts);
  return (
    <div role="search" className="relative">
      <label htmlFor="help-search" className="sr-only">
        {t.searchLabel}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500"
      />
      <input
        ref={inputRef}
        id="help-search"
        type="search"
        autoComplete="off"
        placeholder={t.searchPlaceholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-11 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-600"
      />
    </div>
  );
}

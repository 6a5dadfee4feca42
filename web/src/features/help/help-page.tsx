import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { helpTexts } from "@/i18n/en-help";
import { useTexts } from "@/i18n/locale";
import { FaqList } from "./components/faq-list";
import { HelpSearch } from "./components/help-search";
import { ResourceCards } from "./components/resource-cards";
import { SupportCards } from "./components/support-cards";
import { countItems, filterFaq } from "./filter-faq";

/** HelpPage is /help: searchable FAQ groups, support cards and links to further pages. */
export default function HelpPage() {
  const t = useTexts(helpTexts);
  const [query, setQuery] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const groups = filterFaq(t.groups, query);
  const hits = countItems(groups);
  const searching = query !== "";

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t.title}</h1>
      <p className="mt-3 text-lg text-slate-700">{t.intro}</p>
      <div className="mt-6 max-w-2xl">
        <HelpSearch value={query} onChange={setQuery} inputRef={inputRef} />
        <p role="status" className="mt-2 min-h-5 text-sm text-slate-600">
          {searching && hits > 0 ? t.hits(hits) : ""}
        </p>
      </div>
      <div className="mt-6">
        {hits === 0 ? (
          <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
            <p className="text-lg font-semibold text-slate-900" role="status">
              {t.noResults}
            </p>
            <p className="mt-1 text-slate-700">{t.noResultsHint}</p>
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => {
                setQuery("");
                inputRef.current?.focus();
              }}
            >
              {t.reset}
            </Button>
          </div>
        ) : (
          <FaqList groups={groups} searching={searching} />
        )}
      </div>
      <SupportCards />
      <ResourceCards />
    </div>
  );
}

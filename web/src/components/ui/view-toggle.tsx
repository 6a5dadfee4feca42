import * as ToggleGroup from "@radix-ui/react-toggle-group";
import { LayoutGrid, List } from "lucide-react";
import { siteTexts } from "@/i18n/en";
import { useTexts } from "@/i18n/locale";

/** ViewMode is how a result list is laid out. */
export type ViewMode = "grid" | "list";

/** ViewToggle switches a list between grid and list view. */
export function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (v: ViewMode) => void }) {
  const t = useTexts(siteTexts).common;
  const item =
    "inline-flex h-11 w-11 items-center justify-center text-slate-700 data-[state=on]:bg-blue-700 data-[state=on]:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600";
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(v) => v && onChange(v as ViewMode)}
      className="inline-flex overflow-hidden rounded-lg border border-slate-300 bg-white"
      aria-label={`${t.grid} / ${t.list}`}
    >
      <ToggleGroup.Item value="grid" aria-label={t.grid} className={item}>
        <LayoutGrid aria-hidden="true" className="h-5 w-5" />
      </ToggleGroup.Item>
      <ToggleGroup.Item value="list" aria-label={t.list} className={item}>
        <List aria-hidden="true" className="h-5 w-5" />
      </ToggleGroup.Item>
    </ToggleGroup.Root>
  );
}

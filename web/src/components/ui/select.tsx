import * as RadixSelect from "@radix-ui/react-select";
import { Check, ChevronDown } from "lucide-react";
import { cn } from "@/lib/cn";

/** SelectOption is one choice of a Select. */
export interface SelectOption {
  value: string;
  label: string;
}

/** SelectProps: label names the field for assistive technology. */
export interface SelectProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  className?: string;
  id?: string;
}

/** Select is a labelled Radix select. */
export function Select({ label, value, onValueChange, options, className, id }: SelectProps) {
  return (
    <RadixSelect.Root value={value} onValueChange={onValueChange}>
      <RadixSelect.Trigger
        id={id}
        aria-label={label}
        className={cn(
          "inline-flex h-11 min-w-40 items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600",
          className,
        )}
      >
        <RadixSelect.Value />
        <RadixSelect.Icon>
          <ChevronDown aria-hidden="true" className="h-4 w-4" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-80 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          <RadixSelect.Viewport className="p-1">
            {options.map((o) => (
              <RadixSelect.Item
                key={o.value}
                value={o.value}
                className="relative flex cursor-pointer select-none items-center rounded-md py-2 pr-3 pl-8 text-slate-900 outline-none data-[highlighted]:bg-blue-50"
              >
                <RadixSelect.ItemIndicator className="absolute left-2">
                  <Check aria-hidden="true" className="h-4 w-4" />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{o.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}

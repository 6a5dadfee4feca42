import { TextField } from "@/components/ui/form-field";
import { addBusinessTexts } from "@/i18n/en-add-business";
import { useTexts } from "@/i18n/locale";
import { LIMITS, WEEKDAYS, type Draft, type Weekday } from "../step-rules";

/** HoursStep is step 3: free-text opening hours for Monday to Sunday, all optional. */
export function HoursStep({ hours, onChange }: { hours: Draft["hours"]; onChange: (day: Weekday, value: string) => void }) {
  const t = useTexts(addBusinessTexts);
  return (
    <fieldset>
      <legend className="text-sm text-slate-700">{t.hoursIntro}</legend>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {WEEKDAYS.map((day) => (
          <TextField
            key={day}
            id={`ab-hours-${day}`}
            label={t.days[day]}
            marker={t.optional}
            placeholder={t.hoursPlaceholder}
            maxLength={LIMITS.hours}
            value={hours[day]}
            onChange={(e) => onChange(day, e.target.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}

import { useQuery } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { settingsQueryOptions } from "@/api/get-settings";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { trAdmin } from "@/i18n/tr-admin";
import { adminRetry, errorDetail } from "../../api/admin-fetch";
import { useSaveSettings } from "../../api/save-settings";
import { SettingsForm } from "./settings-form";

/**
 * SettingsTab edits the site settings, with loading, error, ready and saving
 * states (docs/pages.md, "The operator panel"). The settings are read fresh
 * when the tab opens: the storefront's cached copy may be older than another
 * operator's save.
 */
export function SettingsTab() {
  const t = trAdmin.settings;
  const settings = useQuery({ ...settingsQueryOptions(), refetchOnMount: "always", retry: adminRetry });
  // The save lives here, not in the form: the form is replaced when the refetched settings arrive.
  const save = useSaveSettings();
  const { toast } = useToast();
  const onSave = (values: Parameters<typeof save.mutate>[0]) =>
    save.mutate(values, {
      onSuccess: () => toast({ title: t.successTitle, description: t.successText }),
      onError: (err) => toast({ title: t.failedTitle, description: t.failedText(errorDetail(err)), variant: "destructive" }),
    });

  if (settings.isPending) {
    return (
      <div role="status" aria-busy="true" className="space-y-4">
        <span className="sr-only">{t.loading}</span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  if (settings.isError && !settings.data) {
    return (
      <Card role="alert" className="flex items-start gap-3 border-red-200 bg-red-50 p-6">
        <AlertTriangle aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-red-700" />
        <div>
          <h2 className="text-lg font-semibold text-red-900">{t.errorTitle}</h2>
          <p className="mt-1 text-red-900">{t.errorText}</p>
        </div>
      </Card>
    );
  }
  // A new copy of the settings (after a save) starts the form afresh.
  return <SettingsForm key={settings.dataUpdatedAt} settings={settings.data ?? {}} saving={save.isPending} onSave={onSave} />;
}

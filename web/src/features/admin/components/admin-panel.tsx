import { useSearchParams } from "@/lib/router";
import { trAdmin } from "@/i18n/tr-admin";
import { useSessionLock } from "../hooks/use-session-lock";
import { AdminHeader } from "./admin-header";
import { DashboardTab } from "./dashboard/dashboard-tab";
import { SettingsTab } from "./settings/settings-tab";
import { Tabs, type TabItem } from "./tabs";
import { WorkQueueTab } from "./queue/work-queue-tab";

/** PanelTab is one of the panel's three tabs. */
export type PanelTab = "dashboard" | "settings" | "businesses";

const tabs: TabItem<PanelTab>[] = [
  { value: "dashboard", label: trAdmin.tabs.dashboard },
  { value: "settings", label: trAdmin.tabs.settings },
  { value: "businesses", label: trAdmin.tabs.businesses },
];

const isTab = (v: string | null): v is PanelTab => tabs.some((t) => t.value === v);

/**
 * AdminPanel is the unlocked panel: header and the three tabs. The open tab
 * lives in the URL (?tab=) so a reload or a shared link keeps it.
 */
export function AdminPanel() {
  useSessionLock();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab");
  const active: PanelTab = isTab(tab) ? tab : "dashboard";
  const select = (next: PanelTab) =>
    setParams(next === "dashboard" ? {} : { tab: next }, { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <AdminHeader />
      <div className="mt-4">
        <Tabs id="admin" label={trAdmin.tabs.label} items={tabs} value={active} onChange={select}>
          {active === "dashboard" && <DashboardTab />}
          {active === "settings" && <SettingsTab />}
          {active === "businesses" && <WorkQueueTab />}
        </Tabs>
      </div>
    </div>
  );
}

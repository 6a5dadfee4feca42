import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { firstPages } from "@/components/pagination";
import { trAdmin } from "@/i18n/tr-admin";
import { formatNumber } from "@/lib/format";
import { useAdminBusinesses } from "../../api/get-admin-businesses";
import { useDashboardFilters } from "../../hooks/use-dashboard-filters";
import type { AdminBusiness } from "../../types";
import { AdminPager } from "../admin-pager";
import { BackgroundJobs } from "./background-jobs";
import { BusinessFilters } from "./business-filters";
import { BusinessTable } from "./business-table";
import { EditBusinessDialog } from "./edit-business-dialog";
import { ExportControl } from "./export-control";
import { ImportArea } from "./import-area";
import { SortBar } from "./sort-bar";
import { StatCards } from "./stat-cards";

/**
 * DashboardTab: the four figures, the import area, the background jobs
 * (photo update, URL validation), filters and search, the export control,
 * the sort bar and the paged business table (20 per page; the pager offers
 * pages 1 to 5, docs/pages.md, "The operator panel"). Any filter, sort or search change goes back
 * to page 1.
 */
export function DashboardTab() {
  const f = useDashboardFilters();
  const list = useAdminBusinesses(f.params);
  const [editing, setEditing] = useState<AdminBusiness | null>(null);
  const t = trAdmin.table;
  const data = list.data;
  const totalPages = data?.totalPages ?? 0;

  return (
    <div className="space-y-6">
      <StatCards />

      <ImportArea />

      <BackgroundJobs />

      <BusinessFilters
        params={f.params}
        searchText={f.searchText}
        onSearchText={f.setSearchText}
        onFilter={f.setFilter}
        onReset={f.reset}
      />

      <section aria-labelledby="admin-table-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="admin-table-heading" className="text-lg font-semibold text-slate-900">
              {trAdmin.tabs.businesses}
            </h2>
            <p className="h-5 text-sm text-slate-600" aria-live="polite">
              {data && t.found(formatNumber(data.total))}
            </p>
          </div>
          <ExportControl params={f.params} />
        </div>
        <SortBar sortBy={f.params.sortBy} sortOrder={f.params.sortOrder} onSort={f.sort} />

        <Card className="overflow-hidden">
          {list.isError && !data ? (
            <div role="alert" className="p-8 text-center text-slate-800">
              <p>{t.error}</p>
              <Button variant="secondary" className="mt-3" onClick={() => list.refetch()}>
                {t.retry}
              </Button>
            </div>
          ) : (
            <>
              <BusinessTable
                businesses={data?.businesses ?? []}
                isPending={list.isPending}
                isFetching={list.isFetching}
                sortBy={f.params.sortBy}
                sortOrder={f.params.sortOrder}
                onEdit={setEditing}
              />
              {data && data.businesses.length === 0 && <p className="p-8 text-center text-slate-700">{t.empty}</p>}
            </>
          )}
        </Card>
        <AdminPager page={f.params.page} totalPages={totalPages} pages={firstPages(totalPages)} onPageChange={f.setPage} />
      </section>

      <EditBusinessDialog business={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { trAdmin } from "@/i18n/tr-admin";

/**
 * ListStatus shows a list's loading, error or empty state, or nothing when
 * the list has rows (then the caller renders them).
 */
export function ListStatus({
  isPending,
  isError,
  isEmpty,
  empty,
  onRetry,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  empty: string;
  onRetry: () => void;
}) {
  if (isPending) {
    return (
      <div role="status" aria-busy="true" className="space-y-3">
        <span className="sr-only">{trAdmin.queue.loading}</span>
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
        <p>{trAdmin.queue.error}</p>
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          {trAdmin.queue.retry}
        </Button>
      </div>
    );
  }
  if (isEmpty) return <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">{empty}</p>;
  return null;
}

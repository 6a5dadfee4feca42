import { ToastProvider } from "@/components/ui/toast";
import { trAdmin } from "@/i18n/tr-admin";
import { useSession } from "./api/get-session";
import { AdminPanel } from "./components/admin-panel";
import { PasswordGate } from "./components/password-gate";

/**
 * AdminPage is the operator panel at /admin (spec section 2), a chunk of its
 * own so visitors never download it. It asks the server for the session on
 * load: a valid one opens the panel, otherwise the password gate shows.
 */
export default function AdminPage() {
  const session = useSession();

  return (
    <div lang="tr">
      <ToastProvider labels={{ label: trAdmin.toast.label, viewport: trAdmin.toast.viewport, close: trAdmin.toast.close }}>
        {session.isPending ? (
          <p role="status" className="mx-auto min-h-[60vh] max-w-md px-4 py-12 text-center text-slate-700">
            {trAdmin.gate.checking}
          </p>
        ) : session.data?.authenticated ? (
          <AdminPanel />
        ) : (
          // A failed check (not a 401) also shows the gate: the login then says what is wrong.
          <PasswordGate expired={session.data?.expired} />
        )}
      </ToastProvider>
    </div>
  );
}

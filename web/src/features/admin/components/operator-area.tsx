import type { ReactNode } from "react";
import { ToastProvider } from "@/components/ui/toast";
import { trAdmin } from "@/i18n/tr-admin";
import { useSession } from "../api/get-session";
import { PasswordGate } from "./password-gate";

/**
 * OperatorArea is the frame of every operator page: Turkish, with its own
 * toasts, and behind the session. It asks the server for the session on load:
 * a valid one shows children, otherwise the password gate shows.
 */
export function OperatorArea({ children }: { children: ReactNode }) {
  const session = useSession();

  return (
    <div lang="tr">
      <ToastProvider labels={{ label: trAdmin.toast.label, viewport: trAdmin.toast.viewport, close: trAdmin.toast.close }}>
        {session.isPending ? (
          <p role="status" className="mx-auto min-h-[60vh] max-w-md px-4 py-12 text-center text-slate-700">
            {trAdmin.gate.checking}
          </p>
        ) : session.data?.authenticated ? (
          children
        ) : (
          // A failed check (not a 401) also shows the gate: the login then says what is wrong.
          <PasswordGate expired={session.data?.expired} />
        )}
      </ToastProvider>
    </div>
  );
}

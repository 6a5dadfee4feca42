import { useQueryClient } from "@tanstack/react-query";
import { House, LogOut } from "lucide-react";
import { Link, useNavigate } from "@/lib/router";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { trAdmin } from "@/i18n/tr-admin";
import { errorDetail } from "../api/admin-fetch";
import { useLogout } from "../api/logout";
import { lockSession } from "../hooks/use-session-lock";

/**
 * AdminHeader is the panel's own header: its title, a back-to-home link, and
 * Exit Panel, which ends the session on the server before going to /.
 */
export function AdminHeader() {
  const t = trAdmin.header;
  const logout = useLogout();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { toast } = useToast();

  const exit = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        navigate("/");
        // After leaving, so the gate never flashes; a return to /admin asks for the password.
        lockSession(client);
      },
      onError: (err) =>
        toast({ title: trAdmin.toast.error, description: t.exitFailed(errorDetail(err)), variant: "destructive" }),
    });

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
      <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="secondary" size="sm">
          <Link to="/">
            <House aria-hidden="true" className="h-4 w-4" />
            {t.home}
          </Link>
        </Button>
        <Button variant="primary" size="sm" onClick={exit} disabled={logout.isPending}>
          <LogOut aria-hidden="true" className="h-4 w-4" />
          {logout.isPending ? t.exiting : t.exit}
        </Button>
      </div>
    </div>
  );
}

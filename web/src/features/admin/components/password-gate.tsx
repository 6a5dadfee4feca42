import { LockKeyhole } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { trAdmin } from "@/i18n/tr-admin";
import { apiErrorOf, serverMessage } from "../api/admin-fetch";
import { useLogin } from "../api/login";
import { inputClass, labelClass } from "./field-styles";

/** loginError words a failed login: the panel's text for a wrong password, the server's for throttling. */
function loginError(err: unknown): string {
  const status = apiErrorOf(err)?.status;
  if (status === 401) return trAdmin.gate.wrongPassword;
  if (status === 429) return serverMessage(err);
  return trAdmin.gate.failed(serverMessage(err));
}

/**
 * PasswordGate asks for the operator password; the server checks it and sets
 * the session cookie (docs/security.md), then the panel unlocks.
 */
export function PasswordGate({ expired }: { expired?: boolean }) {
  const [password, setPassword] = useState("");
  const login = useLogin();
  const t = trAdmin.gate;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password || login.isPending) return;
    login.mutate(password, { onError: () => setPassword("") });
  };

  const message = login.isError ? loginError(login.error) : expired ? t.expired : "";

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md items-center px-4 py-12">
      <Card className="w-full p-6 sm:p-8">
        <LockKeyhole aria-hidden="true" className="mx-auto h-10 w-10 text-blue-700" />
        <h1 className="mt-3 text-center text-2xl font-bold text-slate-900">{t.heading}</h1>
        <p className="mt-2 text-center text-slate-700">{t.intro}</p>
        <form onSubmit={submit} className="mt-6 space-y-4" noValidate>
          <div>
            <label htmlFor="admin-password" className={labelClass}>
              {t.password}
            </label>
            <input
              id="admin-password"
              type="password"
              autoComplete="current-password"
              autoFocus
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={login.isError || undefined}
              aria-describedby={message ? "admin-password-error" : undefined}
              className={inputClass}
            />
          </div>
          <p id="admin-password-error" role="alert" className="min-h-6 text-sm font-medium text-red-700">
            {message}
          </p>
          <Button type="submit" className="w-full" disabled={!password || login.isPending}>
            {login.isPending ? t.submitting : t.submit}
          </Button>
        </form>
      </Card>
    </div>
  );
}

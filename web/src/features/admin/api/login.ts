import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJSON } from "./admin-fetch";
import { sessionKey, type Session } from "./get-session";

/** LoginAnswer is the answer of a successful login. */
export interface LoginAnswer {
  ok: boolean;
  expiresAt: string;
  maxUploadMB?: number;
}

/** login sends the password; the server sets the session cookie. */
export function login(password: string): Promise<LoginAnswer> {
  return sendJSON<LoginAnswer>("/api/admin/login", "POST", { password });
}

/**
 * useLogin unlocks the panel on success. It never retries: every attempt
 * counts against the server's throttle.
 */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["admin", "login"],
    mutationFn: login,
    retry: false,
    onSuccess: (answer) => {
      client.setQueryData<Session>(sessionKey, {
        authenticated: true,
        expiresAt: answer.expiresAt,
        maxUploadMB: answer.maxUploadMB,
      });
    },
  });
}

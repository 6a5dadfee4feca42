import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContactMessage } from "../types";
import { adminKey, mutationRetry, sendJSON } from "./admin-fetch";

/** markMessageDone closes a contact message. */
export function markMessageDone(id: number): Promise<{ message: ContactMessage }> {
  return sendJSON<{ message: ContactMessage }>(`/api/admin/messages/${id}/done`, "POST");
}

/** useMarkMessageDone closes a message and refreshes the messages and the audit log. */
export function useMarkMessageDone() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["admin", "messages", "done"],
    mutationFn: markMessageDone,
    retry: mutationRetry,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKey("messages") });
      void client.invalidateQueries({ queryKey: adminKey("audit") });
    },
  });
}

import { useCallback, useState } from "react";
import { sendForm } from "@/lib/post-form";
import { submissionBody, type Draft } from "../step-rules";

/** submitBusiness stores the wizard's draft for the operator's review; a refusal raises a FormError with the server's text. */
export function submitBusiness(draft: Draft, honeypot: string, fallback: string): Promise<{ id: number }> {
  return sendForm<{ id: number }>("/api/submissions", submissionBody(draft, honeypot), fallback);
}

/** SubmitCallbacks run when the submission was stored or refused. */
interface SubmitCallbacks {
  onSuccess: () => void;
  onError: () => void;
}

/**
 * useSubmitBusiness sends the wizard (fallback is the text of a failure
 * without an answer) and holds the state of the last post: pending, or its
 * error until the next post or reset. The wizard is an island of its own, so
 * this is a few lines of state rather than the app's query client.
 */
export function useSubmitBusiness(fallback: string) {
  const [state, setState] = useState<{ isPending: boolean; error: Error | null }>({ isPending: false, error: null });
  const mutate = useCallback(
    ({ draft, honeypot }: { draft: Draft; honeypot: string }, { onSuccess, onError }: SubmitCallbacks) => {
      setState({ isPending: true, error: null });
      submitBusiness(draft, honeypot, fallback).then(
        () => {
          setState({ isPending: false, error: null });
          onSuccess();
        },
        (error: unknown) => {
          setState({ isPending: false, error: error instanceof Error ? error : new Error(fallback) });
          onError();
        },
      );
    },
    [fallback],
  );
  const reset = useCallback(() => setState({ isPending: false, error: null }), []);
  return { ...state, mutate, reset };
}

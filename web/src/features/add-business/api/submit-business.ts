import { useMutation } from "@tanstack/react-query";
import { formRetry, postForm } from "@/lib/post-form";
import { submissionBody, type Draft } from "../step-rules";

/** submitBusiness stores the wizard's draft for the operator's review; a refusal raises a FormError with the server's text. */
export function submitBusiness(draft: Draft, honeypot: string, fallback: string): Promise<{ id: number }> {
  return postForm<{ id: number }>("/api/submissions", submissionBody(draft, honeypot), fallback);
}

/** useSubmitBusiness sends the wizard; fallback is the text of a failure without an answer. */
export function useSubmitBusiness(fallback: string) {
  return useMutation({
    mutationKey: ["add-business", "submit"],
    mutationFn: ({ draft, honeypot }: { draft: Draft; honeypot: string }) => submitBusiness(draft, honeypot, fallback),
    retry: formRetry,
  });
}

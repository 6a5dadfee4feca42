import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { trAdmin } from "@/i18n/tr-admin";
import { errorDetail } from "../../api/admin-fetch";
import { useUpdateBusiness, type BusinessPatch } from "../../api/update-business";
import type { AdminBusiness } from "../../types";
import { errorClass, hintClass, inputClass, labelClass } from "../field-styles";

/** validWebsite accepts an empty value or an http(s) URL (website links are http(s) only: docs/security.md). */
export function validWebsite(value: string): boolean {
  if (!value) return true;
  try {
    const u = new URL(value);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}

/** changes lists only the fields the operator changed, so the audit log records what really changed. */
export function changes(b: AdminBusiness, form: Required<BusinessPatch>): BusinessPatch {
  const patch: BusinessPatch = {};
  if (form.phone !== (b.phone ?? "")) patch.phone = form.phone;
  if (form.website !== (b.website ?? "")) patch.website = form.website;
  if (form.address !== (b.address ?? "")) patch.address = form.address;
  if (form.hidden !== Boolean(b.hidden)) patch.hidden = form.hidden;
  return patch;
}

/** EditForm holds the fields of one business; it is mounted afresh for each business. */
function EditForm({ business, onDone }: { business: AdminBusiness; onDone: () => void }) {
  const t = trAdmin.edit;
  const { toast } = useToast();
  const update = useUpdateBusiness();
  const [form, setForm] = useState<Required<BusinessPatch>>({
    phone: business.phone ?? "",
    website: business.website ?? "",
    address: business.address ?? "",
    hidden: Boolean(business.hidden),
  });
  const websiteOk = validWebsite(form.website.trim());
  const set = (key: keyof BusinessPatch, value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!websiteOk || update.isPending) return;
    const trimmed = { ...form, phone: form.phone.trim(), website: form.website.trim(), address: form.address.trim() };
    const patch = changes(business, trimmed);
    if (Object.keys(patch).length === 0) return onDone();
    update.mutate(
      { id: business.id, patch },
      {
        onSuccess: () => {
          toast({ title: trAdmin.toast.success, description: t.success });
          onDone();
        },
        onError: (err) => toast({ title: trAdmin.toast.error, description: t.failed(errorDetail(err)), variant: "destructive" }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
      <div>
        <label htmlFor="edit-phone" className={labelClass}>
          {t.phone}
        </label>
        <input
          id="edit-phone"
          type="tel"
          value={form.phone}
          onChange={(e) => set("phone", e.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="edit-website" className={labelClass}>
          {t.website}
        </label>
        <input
          id="edit-website"
          type="url"
          value={form.website}
          onChange={(e) => set("website", e.target.value)}
          aria-invalid={!websiteOk || undefined}
          aria-describedby="edit-website-hint"
          className={inputClass}
        />
        <p id="edit-website-hint" className={websiteOk ? hintClass : errorClass}>
          {websiteOk ? t.websiteHint : t.websiteInvalid}
        </p>
      </div>
      <div>
        <label htmlFor="edit-address" className={labelClass}>
          {t.address}
        </label>
        <textarea
          id="edit-address"
          rows={2}
          value={form.address}
          onChange={(e) => set("address", e.target.value)}
          className={inputClass}
        />
      </div>
      <div className="flex items-start gap-3">
        <input
          id="edit-hidden"
          type="checkbox"
          checked={form.hidden}
          onChange={(e) => set("hidden", e.target.checked)}
          aria-describedby="edit-hidden-hint"
          className="mt-1 h-5 w-5 accent-blue-700"
        />
        <div>
          <label htmlFor="edit-hidden" className="font-medium text-slate-900">
            {t.hidden}
          </label>
          <p id="edit-hidden-hint" className={hintClass}>
            {t.hiddenHint}
          </p>
        </div>
      </div>
      {update.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t.failed(errorDetail(update.error))}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Dialog.Close asChild>
          <Button type="button" variant="secondary">
            {t.cancel}
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={!websiteOk || update.isPending}>
          {update.isPending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}

/** EditBusinessDialog edits a business's phone, website, address and visibility (PATCH). */
export function EditBusinessDialog({ business, onClose }: { business: AdminBusiness | null; onClose: () => void }) {
  const t = trAdmin.edit;
  return (
    <Dialog.Root open={business !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          lang="tr"
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="pr-8 text-xl font-semibold text-slate-900">{t.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700">{business && t.description(business.name)}</Dialog.Description>
          {business && <EditForm key={business.id} business={business} onDone={onClose} />}
          <Dialog.Close
            aria-label={t.close}
            className="absolute top-4 right-4 rounded-md p-1.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-blue-600"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

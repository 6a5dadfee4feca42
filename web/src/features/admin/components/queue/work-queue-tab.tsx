import { useState } from "react";
import { trAdmin } from "@/i18n/tr-admin";
import { Tabs, type TabItem } from "../tabs";
import { AuditSection } from "./audit-section";
import { MessagesSection } from "./messages-section";
import { NewsletterSection } from "./newsletter-section";
import { SubmissionsSection } from "./submissions-section";

type Section = "submissions" | "messages" | "newsletter" | "audit";

const sections: TabItem<Section>[] = [
  { value: "submissions", label: trAdmin.queue.submissions },
  { value: "messages", label: trAdmin.queue.messages },
  { value: "newsletter", label: trAdmin.queue.newsletter },
  { value: "audit", label: trAdmin.queue.audit },
];

/**
 * WorkQueueTab is the İşletmeler tab: the operator's work queue
 * (docs/decisions.md, "Stored submissions") with the add-business
 * submissions, the contact messages, the newsletter's addresses and the
 * audit log of every change made in the panel.
 */
export function WorkQueueTab() {
  const [section, setSection] = useState<Section>("submissions");
  return (
    <Tabs id="queue" label={trAdmin.queue.label} items={sections} value={section} onChange={setSection} small>
      {section === "submissions" && <SubmissionsSection />}
      {section === "messages" && <MessagesSection />}
      {section === "newsletter" && <NewsletterSection />}
      {section === "audit" && <AuditSection />}
    </Tabs>
  );
}

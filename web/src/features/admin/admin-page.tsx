import { AdminPanel } from "./components/admin-panel";
import { OperatorArea } from "./components/operator-area";

/**
 * AdminPage is the operator panel at /admin (docs/pages.md, "The operator
 * panel"), a chunk of its own so visitors never download it: the password
 * gate, then the panel.
 */
export default function AdminPage() {
  return (
    <OperatorArea>
      <AdminPanel />
    </OperatorArea>
  );
}

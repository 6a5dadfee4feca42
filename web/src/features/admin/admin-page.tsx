import { AdminPanel } from "./components/admin-panel";
import { OperatorArea } from "./components/operator-area";

/**
 * AdminPage is the operator panel at /admin (spec section 2), a chunk of its
 * own so visitors never download it: the password gate, then the panel.
 */
export default function AdminPage() {
  return (
    <OperatorArea>
      <AdminPanel />
    </OperatorArea>
  );
}

import { OperatorArea } from "./components/operator-area";
import { UrlValidationStatus } from "./components/url-validation/url-validation-status";

/**
 * UrlValidationPage is the URL validation's status at /url-validation-status
 * (docs/pages.md, "The operator panel"), a chunk of its own. It belongs to
 * the operator area: the password gate shows until the operator has signed
 * in.
 */
export default function UrlValidationPage() {
  return (
    <OperatorArea>
      <UrlValidationStatus />
    </OperatorArea>
  );
}

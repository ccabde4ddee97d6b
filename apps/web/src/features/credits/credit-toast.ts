import type { CreditToast } from '@rehearse/domain';
import { showDestructiveToast, showWarningToast } from '../../shared/toast';

/** Shows a credit toast of the domain (spec section 8): destructive in red, the rest as a warning. */
export function showCreditToast({ title, description, variant }: CreditToast): void {
  if (variant === 'destructive') showDestructiveToast(title, description);
  else showWarningToast(title, description);
}

import type { PublicUser } from '@rehearse/domain';

/**
 * Where the header's credit card (plan badge, remaining time, status; spec section 2) goes.
 * Renders nothing until the credits feature exists.
 */
export function CreditCardSlot(_props: { user: PublicUser | null }) {
  return null;
}

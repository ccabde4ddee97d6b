import { showDestructiveToast, showInfoToast, showWarningToast } from '../../shared/toast';
import type { CallNotice } from './call-messages';

/** One toast slot for the call's errors and end notices: a new one replaces the last. */
const CALL_NOTICE_TOAST_ID = 'call-notice';

export function showCallNotice({ title, description, tone }: CallNotice): void {
  const show = tone === 'error' ? showDestructiveToast : tone === 'warning' ? showWarningToast : showInfoToast;
  show(title, description, { id: CALL_NOTICE_TOAST_ID });
}

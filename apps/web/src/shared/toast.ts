import { toUserMessage } from '@rehearse/domain';
import { toast } from 'sonner';

/** An id makes a repeated report of the same thing replace its toast instead of stacking. */
export interface ToastOptions {
  id?: string;
}

/** The spec's shared destructive toast: title 'Error' and the mapped, user-safe message. */
export function showErrorToast(error: unknown, options: ToastOptions = {}): void {
  toast.error('Error', { description: toUserMessage(error), id: options.id });
}

/** A button inside a toast, e.g. 'View' to scroll to what the toast is about. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export function showSuccessToast(
  text: string,
  description?: string,
  options: ToastOptions & { durationMs?: number; action?: ToastAction } = {},
): void {
  toast.success(text, { description, id: options.id, duration: options.durationMs, action: options.action });
}

/** A toast with its own title in the destructive (red) style, e.g. 'Scraping failed'. */
export function showDestructiveToast(title: string, description?: string, options: ToastOptions = {}): void {
  toast.error(title, { description, id: options.id });
}

/** A heads-up that does not stop anything, e.g. 'Warning: Low Credits'. */
export function showWarningToast(title: string, description?: string, options: ToastOptions = {}): void {
  toast.warning(title, { description, id: options.id });
}

export function showInfoToast(title: string, description?: string, options: ToastOptions = {}): void {
  toast.info(title, { description, id: options.id });
}

/**
 * A notice that stays until it is dismissed, by the user (its close button) or by the code with
 * `dismissToast(id)`, e.g. 'Call Complete!' until the analysis arrives.
 */
export function showPersistentToast(title: string, description: string, options: { id: string; onDismiss?: () => void }): void {
  toast.success(title, { description, id: options.id, duration: Number.POSITIVE_INFINITY, onDismiss: options.onDismiss });
}

export function dismissToast(id: string): void {
  toast.dismiss(id);
}

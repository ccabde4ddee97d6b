import { toUserMessage } from '@rehearse/domain';
import { toast } from 'sonner';

/** The spec's shared destructive toast: title 'Error' and the mapped, user-safe message. */
export function showErrorToast(error: unknown, options: { id?: string } = {}): void {
  // The id lets a repeated report of the same failure replace its toast instead of stacking.
  toast.error('Error', { description: toUserMessage(error), id: options.id });
}

export function showSuccessToast(text: string, description?: string): void {
  toast.success(text, description === undefined ? undefined : { description });
}

/** A toast with its own title in the destructive (red) style, e.g. 'Scraping failed'. */
export function showDestructiveToast(title: string, description?: string): void {
  toast.error(title, description === undefined ? undefined : { description });
}

/** A heads-up that does not stop anything, e.g. 'Warning: Low Credits'. */
export function showWarningToast(title: string, description?: string): void {
  toast.warning(title, description === undefined ? undefined : { description });
}

export function showInfoToast(title: string, description?: string): void {
  toast.info(title, description === undefined ? undefined : { description });
}

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

import { useRef } from 'react';
import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { classNames } from '../class-names';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** While true nothing closes the dialog: not Escape, not a click outside, not the X (e.g. while saving). */
  locked?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on Radix: focus is trapped and returned, the page behind is inert and does not
 * scroll, and the title and description are announced. Long content scrolls inside the panel.
 */
export function Dialog({ open, onOpenChange, title, description, locked = false, className, children }: DialogProps) {
  // Opened from code rather than a Radix trigger, so Radix cannot know where focus came from:
  // remember the element that had it when the dialog opened (before anything inside takes it, which
  // is why this is read during render, once per opening) and give focus back to it on close.
  const openedFrom = useRef<Element | null | undefined>(undefined);
  if (open && openedFrom.current === undefined && typeof document !== 'undefined') {
    openedFrom.current = document.activeElement;
  }
  const returnFocus = (event: Event) => {
    const opener = openedFrom.current;
    openedFrom.current = undefined;
    if (opener instanceof HTMLElement && opener.isConnected) {
      event.preventDefault();
      opener.focus();
    }
  };
  const preventWhileLocked = (event: Event) => {
    if (locked) event.preventDefault();
  };
  // A toast sits outside the dialog; pressing it (to close it, say) must not close the dialog too.
  const keepOpenForToasts = (event: Event) => {
    if (locked || isInsideToaster(event.target)) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (locked && !next ? undefined : onOpenChange(next))}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[2px] motion-safe:data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={preventWhileLocked}
          onPointerDownOutside={keepOpenForToasts}
          onInteractOutside={keepOpenForToasts}
          // Without a description, say so explicitly: Radix then neither links nor warns about one.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={classNames(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-slate-900/20 focus:outline-none',
            'motion-safe:data-[state=open]:animate-dialog-in',
            className ?? 'max-w-lg',
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 pt-5 pb-4 sm:px-6">
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-semibold tracking-tight text-slate-900 sm:text-xl">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-slate-500">{description}</RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              disabled={locked}
              aria-label="Close"
              className="-mt-1 -mr-2 flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function isInsideToaster(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[data-sonner-toaster]') !== null;
}

import { Plus } from 'lucide-react';

/** The grid's first tile: the dashed 'Create New / Quick Create' button. */
export function CreateScenarioTile({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="group flex h-full min-h-40 sm:min-h-56 w-full cursor-pointer flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50/40 p-6 text-center transition-colors hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm ring-1 ring-brand-100 transition-transform group-hover:scale-105">
        <Plus aria-hidden="true" className="size-6" />
      </span>
      <span className="text-base font-semibold text-slate-900">Create New</span>
      <span className="-mt-2 text-sm text-slate-600">Quick Create</span>
    </button>
  );
}

/** Placeholder cards while the list loads. */
export function SessionListSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading your performance data...</span>
      {[0, 1, 2].map((index) => (
        <div key={index} aria-hidden="true" className="animate-pulse rounded-2xl border border-slate-200 bg-white p-5">
          <div className="flex items-center justify-between gap-4">
            <div className="h-4 w-40 rounded bg-slate-200" />
            <div className="h-6 w-14 rounded-full bg-slate-100" />
          </div>
          <div className="mt-2 h-3 w-28 rounded bg-slate-100" />
          <div className="mt-4 h-3 w-full rounded bg-slate-100" />
          <div className="mt-2 h-3 w-4/5 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

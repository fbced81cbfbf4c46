// Links that look like components/ui Button (the ui kit has no link button yet).
const base = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-medium whitespace-nowrap';
export const primaryLink = `${base} bg-brand-700 text-white hover:bg-brand-800`;
export const secondaryLink = `${base} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`;

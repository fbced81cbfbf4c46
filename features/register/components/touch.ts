/** Touch targets of the register: at least 48 px for a finger on a 10-inch tablet (DESIGN.md §5). */
export const touchButton = 'min-h-12 px-5 text-lg';
export const touchIconButton =
  'inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-md border border-slate-400 bg-white text-2xl font-semibold text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500';
export const touchInput = 'min-h-12 rounded-md border border-slate-400 bg-white px-3 text-lg text-slate-900';

import { AppError } from '@/lib/errors';

/** Deeper than this, a body or query is not something our forms or clients send. */
const MAX_DEPTH = 32;

/**
 * Refuses, once for every route, input PostgreSQL cannot store or we should not walk: a NUL character (U+0000)
 * in any string or key (text columns refuse it, and the query would fail with a 500), and nesting past MAX_DEPTH.
 * Walks without recursion, so a hostile 10,000-level body cannot overflow the stack here.
 */
export function assertStorableInput(value: unknown, label: string): void {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  const fields = new Set<string>();
  while (pending.length) {
    const { value: current, path, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) fields.add(path || label);
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_DEPTH) throw new AppError('VALIDATION_ERRORS', { fields: [label] });
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) fields.add(path || label);
      else pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  if (fields.size) throw new AppError('VALIDATION_ERRORS', { fields: [...fields].sort() });
}

type Texts = Record<string, unknown>;

const isTree = (value: unknown): value is Texts => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Texts of one namespace may come in parts (the register's first paint, then its other screens: issue #26), each a
 * branch of the same tree: `added` is laid over `base`, branch by branch, and a text of `added` wins.
 */
export function mergeTexts(base: Texts, added: Texts): Texts {
  const merged: Texts = { ...base };
  for (const [key, value] of Object.entries(added)) merged[key] = isTree(value) && isTree(merged[key]) ? mergeTexts(merged[key], value) : value;
  return merged;
}

// @ts-check
/**
 * The chunks a Turbopack browser chunk imports on demand: each import() is written as the list of chunks it loads,
 * `Promise.all(["static/chunks/a.js", …].map(…))`. Read by the service worker's precache (serwist.config.mjs) and the
 * first-load bench (bench/first-load-js.mjs).
 * @param {string} code a chunk's code
 * @returns {string[][]} one list of chunk files (relative to the build's folder) per import
 */
export function importLists(code) {
  return [...code.matchAll(/\[("static\/chunks\/[^"]+\.js"(?:,"static\/chunks\/[^"]+\.js")*)\]/g)].map((match) => JSON.parse(`[${match[1]}]`));
}

// The types of server-processes.mjs, for the tests that import it.
export function serverProcessCount(env?: Record<string, string | undefined>): number;
export function poolSizePerProcess(count: number, env?: Record<string, string | undefined>): string;
export function runCluster(count: number): void;

import { describe, expect, it } from 'vitest';
import { poolSizePerProcess, serverProcessCount } from '../../scripts/server-processes.mjs';

describe('npm start on PostgreSQL: processes and their connections', () => {
  it('runs one process per asked WEB_CONCURRENCY, and one on the embedded database whatever it says', () => {
    expect(serverProcessCount({ DATABASE_URL: 'postgres://x', WEB_CONCURRENCY: '3' })).toBe(3);
    expect(serverProcessCount({ WEB_CONCURRENCY: '3' })).toBe(1);
  });

  it('shares 10 connections between the processes unless DATABASE_POOL_SIZE says how many each', () => {
    expect(poolSizePerProcess(1, {})).toBe('10');
    expect(poolSizePerProcess(2, {})).toBe('5');
    expect(poolSizePerProcess(3, {})).toBe('4');
    expect(poolSizePerProcess(16, {})).toBe('2');
    expect(poolSizePerProcess(2, { DATABASE_POOL_SIZE: '12' })).toBe('12');
  });
});

import { describe, expect, it } from 'vitest';
import type { Role } from '@/features/auth/types';
import { canSwitchRole, homePathFor, initialRole } from '@/features/auth/role-switching';

describe('canSwitchRole', () => {
  it.each<[Role, Role, Role[], boolean]>([
    ['seller', 'client', ['client', 'seller'], true],
    ['client', 'seller', ['client', 'seller'], true],
    ['client', 'admin', ['admin', 'client', 'seller'], true],
    ['seller', 'admin', ['admin', 'seller'], true],
    // never to admin, even when held
    ['admin', 'client', ['admin', 'client'], false],
    ['admin', 'seller', ['admin', 'client', 'seller'], false],
    // never to the current role
    ['client', 'client', ['client', 'seller'], false],
    ['seller', 'seller', ['seller'], false],
    // only to a role that is held
    ['seller', 'client', ['client'], false],
    ['client', 'seller', ['seller'], false],
    ['client', 'seller', [], false],
  ])('to %s from %s holding %j → %s', (target, current, held, expected) => {
    expect(canSwitchRole(target, current, held)).toBe(expected);
  });
});

describe('initialRole', () => {
  it.each<[Role[], Role | undefined, Role | undefined]>([
    // the requested role when held
    [['client', 'seller'], 'seller', 'seller'],
    [['admin', 'client', 'seller'], 'client', 'client'],
    [['admin', 'seller'], 'admin', 'admin'],
    // else the strongest: admin > client > seller
    [['client', 'seller'], 'admin', 'client'],
    [['seller'], 'client', 'seller'],
    [['seller', 'client', 'admin'], undefined, 'admin'],
    [['seller', 'client'], undefined, 'client'],
    [['seller'], undefined, 'seller'],
    // nothing held
    [[], undefined, undefined],
    [[], 'client', undefined],
  ])('holding %j and asking for %s → %s', (held, requested, expected) => {
    expect(initialRole(held, requested)).toBe(expected);
  });
});

describe('homePathFor', () => {
  it.each<[Role, string]>([
    ['seller', '/sellers'],
    ['admin', '/admin'],
    ['client', '/dashboard'],
  ])('%s starts at %s', (role, expected) => {
    expect(homePathFor(role)).toBe(expected);
  });
});

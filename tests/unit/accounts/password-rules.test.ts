import { describe, expect, it } from 'vitest';
import { PASSWORD_SPECIAL_CHARACTERS, missingPasswordRules, passwordRules } from '@/features/accounts/password-rules';

describe('missingPasswordRules (spec §5)', () => {
  it('accepts a password that meets the five rules', () => {
    expect(missingPasswordRules('Tournee-2026!')).toEqual([]);
  });

  it.each([
    ['minLength', 'Ab1!xyz'],
    ['uppercase', 'tournee-2026!'],
    ['lowercase', 'TOURNEE-2026!'],
    ['digit', 'Tournee-deux!'],
    ['special', 'Tournee2026'],
  ] as const)('names %s when only that rule is missing (%j)', (rule, password) => {
    expect(missingPasswordRules(password)).toEqual([rule]);
  });

  it('names every rule, in the order the form lists them, for an empty password', () => {
    expect(missingPasswordRules('')).toEqual([...passwordRules]);
    expect(passwordRules).toEqual(['minLength', 'uppercase', 'lowercase', 'digit', 'special']);
  });

  it('names several missing rules at once', () => {
    expect(missingPasswordRules('abc')).toEqual(['minLength', 'uppercase', 'digit', 'special']);
  });

  it('counts 8 characters as long enough and 7 as too short', () => {
    expect(missingPasswordRules('Abcde1!x')).toEqual([]);
    expect(missingPasswordRules('Abcd1!x')).toEqual(['minLength']);
  });
});

describe('special characters', () => {
  it('are exactly # ? ! @ $ % ^ & * - _', () => {
    expect([...PASSWORD_SPECIAL_CHARACTERS].sort()).toEqual(['#', '?', '!', '@', '$', '%', '^', '&', '*', '-', '_'].sort());
  });

  it.each(['#', '?', '!', '@', '$', '%', '^', '&', '*', '-', '_'])('%s counts as the special character', (character) => {
    expect(missingPasswordRules(`Tournee2026${character}`)).toEqual([]);
  });

  it.each(['+', '=', '.', ',', ';', ':', '/', '\\', '(', ')', '[', ']', '{', '}', '<', '>', '~', '`', "'", '"', '|', '€', '£', '§', ' ', '°'])(
    '%j does not count as a special character',
    (character) => {
      expect(missingPasswordRules(`Tournee2026${character}`)).toEqual(['special']);
    },
  );
});

describe('letters beyond ASCII', () => {
  it.each(['É', 'À', 'Ç', 'Ô', 'Ü', 'Œ'])('the accented capital %s counts as uppercase', (capital) => {
    expect(missingPasswordRules(`${capital}tournee-2026`)).toEqual([]);
  });

  it.each(['é', 'à', 'ç', 'ô', 'ü', 'œ'])('the accented small letter %s counts as lowercase', (small) => {
    expect(missingPasswordRules(`TOURNEE-2026${small}`)).toEqual([]);
  });

  it('a password of accented capitals only still lacks a lowercase letter', () => {
    expect(missingPasswordRules('ÉÀÇÔÜ-2026')).toEqual(['lowercase']);
  });
});

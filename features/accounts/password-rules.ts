// Spec §5: at least 8 characters with an uppercase letter, a lowercase letter, a digit and one special
// character from # ? ! @ $ % ^ & * - _. Shared by the sign-up form (live list) and the server.

export const PASSWORD_SPECIAL_CHARACTERS = '#?!@$%^&*-_';

export const passwordRules = ['minLength', 'uppercase', 'lowercase', 'digit', 'special'] as const;
export type PasswordRule = (typeof passwordRules)[number];

const checks: Record<PasswordRule, (password: string) => boolean> = {
  minLength: (password) => password.length >= 8,
  uppercase: (password) => /\p{Lu}/u.test(password),
  lowercase: (password) => /\p{Ll}/u.test(password),
  digit: (password) => /\d/.test(password),
  special: (password) => [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character)),
};

/** The rules a password does not meet yet, in the order the form lists them. */
export function missingPasswordRules(password: string): PasswordRule[] {
  return passwordRules.filter((rule) => !checks[rule](password));
}

/** "Inès Martin", or the e-mail when the person has given no name: how a screen names someone. */
export function personName(person: { firstName: string | null; lastName: string | null; email: string }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
}
